import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { apiKeyInclude, toApiKeyDto } from "./to-api-key-dto";

/** The team's live keys, newest first; revoked ones are gone. */
export async function listApiKeys({ teamId, pagination }: { teamId: string; pagination: Pagination }) {
  const where = { teamId };
  const [rows, total] = await Promise.all([
    db.aPIKey.findMany({
      where,
      include: apiKeyInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.aPIKey.count({ where }),
  ]);
  return paginated(rows.map(toApiKeyDto), total, pagination);
}
