import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Daily: idempotency keys older than 24 hours are deleted (docs/contract.md section 17). */
export const cleanupIdempotencyKeysContract = defineJobContract({
  name: "cleanup-idempotency-keys",
  expireInSeconds: 300,
  payload: z.strictObject({}),
  cron: "15 4 * * *",
});
