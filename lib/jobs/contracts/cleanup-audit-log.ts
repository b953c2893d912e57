import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Nightly: audit log rows past their year are deleted (docs/contract.md section 18). */
export const cleanupAuditLogContract = defineJobContract({
  name: "cleanup-audit-log",
  expireInSeconds: 900, // batched deletes of a backlog
  payload: z.strictObject({}),
  cron: "30 3 * * *",
});
