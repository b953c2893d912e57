import { rebuildAnalyticsRollupsJob } from "@/jobs/rebuild-analytics-rollups";

// A worker running the roll-up rebuild of one team (tests/analytics/rebuild-transaction.test.ts), to be
// SIGKILLed part way through.

await rebuildAnalyticsRollupsJob.handler(
  { teamId: process.argv[2] },
  { jobId: "rebuild", attempt: 0, logger: { info() {}, warn() {}, error() {} } },
);
process.stdout.write("REBUILT\n");
