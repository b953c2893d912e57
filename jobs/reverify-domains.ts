import { reverifyDomains } from "@/lib/services/domains";
import { reverifyDomainsContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// Daily (docs/contract.md section 13): a verified domain whose DKIM record was removed or changed becomes
// FAILED and stops signing (domain.failed); a rotation whose record appeared takes over. Idempotent:
// a second run on unchanged DNS changes nothing and publishes nothing.
export const reverifyDomainsJob = defineJob({
  ...reverifyDomainsContract,
  async handler(_payload, { logger }) {
    logger.info("Sending domains re-checked", await reverifyDomains());
  },
});
