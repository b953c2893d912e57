import { db, deleteInBatches } from "@/lib/db";
import { cleanupAuditLogContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// The audit log is kept one year (docs/contract.md section 18). Rows older than that are deleted outright,
// in batches so a large backlog never holds one long transaction. Idempotent: a second run finds
// nothing left to delete.

const AUDIT_LOG_RETENTION_DAYS = 365;
export async function deleteExpiredAuditLog(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_LOG_RETENTION_DAYS * 86_400_000);
  return deleteInBatches(
    (limit) =>
      db.$executeRaw`DELETE FROM "AuditLog" WHERE "id" IN (SELECT "id" FROM "AuditLog" WHERE "createdAt" < ${cutoff} LIMIT ${limit})`,
  );
}

export const cleanupAuditLogJob = defineJob({
  ...cleanupAuditLogContract,
  async handler(_payload, { logger }) {
    logger.info("Audit log entries older than a year deleted", { deleted: await deleteExpiredAuditLog() });
  },
});
