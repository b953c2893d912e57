import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { AuditLog } from "@/lib/generated/prisma/client";

function toAuditLogDto({ id, action, actorId, actorType, targetType, targetId, ip, createdAt, details }: AuditLog) {
  return { id, action, actorId, actorType, targetType, targetId, ip, createdAt, details };
}

/** The team's audit log, newest first; `action` is one action, or a resource's (`member`). */
export async function listAuditLog({
  teamId,
  action,
  ...pagination
}: Pagination & { teamId: string; action?: string }) {
  const where = {
    teamId,
    ...(action ? (action.includes(".") ? { action } : { action: { startsWith: `${action}.` } }) : {}),
  };
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageArgs(pagination) }),
    db.auditLog.count({ where }),
  ]);
  return paginated(rows.map(toAuditLogDto), total, pagination);
}
