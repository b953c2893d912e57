import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Nightly: expired refresh and password-reset tokens are soft-deleted. */
export const cleanupExpiredTokensContract = defineJobContract({
  name: "cleanup-expired-tokens",
  expireInSeconds: 300,
  payload: z.strictObject({}),
  cron: "0 3 * * *",
});
