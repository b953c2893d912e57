import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Daily: sending domains' DKIM records are checked again (docs/contract.md section 13). */
export const reverifyDomainsContract = defineJobContract({
  name: "reverify-domains",
  expireInSeconds: 600, // DNS lookups of every domain
  payload: z.strictObject({}),
  cron: "30 4 * * *",
});
