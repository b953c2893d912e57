import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { toDomainDto } from "./to-domain-dto";

/** The team's domains in the order they were added. */
export async function listDomains({ teamId, ...pagination }: Pagination & { teamId: string }) {
  const where = { teamId };
  const [rows, total] = await Promise.all([
    db.domain.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageArgs(pagination) }),
    db.domain.count({ where }),
  ]);
  return paginated(rows.map(toDomainDto), total, pagination);
}
