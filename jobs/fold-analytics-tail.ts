import { foldTail } from "@/lib/analytics";
import { foldAnalyticsTailContract } from "@/lib/jobs";
import { defineJob } from "./define-job";

// The background half of a report's bounded fold (lib/analytics/rollup/fold-report-tail.ts).
// Idempotent and safe beside a report's own fold: each transaction marks the rows it folds, and a
// second fold finds them folded already.
export const foldAnalyticsTailJob = defineJob({
  ...foldAnalyticsTailContract,
  async handler({ teamId }, { logger }) {
    const folded = await foldTail(teamId);
    logger.info("Analytics tail folded", { teamId, folded });
  },
});
