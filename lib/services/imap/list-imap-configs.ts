import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { toImapConfigDto } from "./to-imap-config-dto";

/** The team's inbound mailboxes, oldest first (the order people set them up). */
export async function listImapConfigs({ teamId, ...pagination }: Pagination & { teamId: string }) {
  const where = { teamId };
  const [rows, total] = await Promise.all([
    db.iMAPConfig.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageArgs(pagination) }),
    db.iMAPConfig.count({ where }),
  ]);
  return paginated(rows.map(toImapConfigDto), total, pagination);
}
