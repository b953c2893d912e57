import { deleteExpiredIdempotencyKeys } from "@/lib/services/idempotency";
import { cleanupIdempotencyKeysContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// Idempotency keys answer for 24 hours (docs/contract.md section 17); older rows are deleted daily. A stale
// row met before this runs is taken over by the next request with its key, so the job only keeps
// the table small. Idempotent: a second run finds nothing old left.

export const cleanupIdempotencyKeysJob = defineJob({
  ...cleanupIdempotencyKeysContract,
  async handler(_payload, { logger }) {
    logger.info("Idempotency keys older than 24 hours deleted", { deleted: await deleteExpiredIdempotencyKeys() });
  },
});
