import { createPgBossRuntime } from "@/jobs/drivers/pg-boss";
import { probeJob } from "./probe-job";

// A worker that takes the probe job and never finishes it: it prints "TOOK <job id>" and waits to be
// SIGKILLed by tests/ops/job-expiry.test.ts, leaving the job active with nobody working it.

const runtime = createPgBossRuntime(
  { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: "", PGBOSS_SCHEMA: process.env.PGBOSS_SCHEMA },
  [{ ...probeJob, handler: (_payload, { jobId }) => new Promise<void>(() => process.stdout.write(`TOOK ${jobId}\n`)) }],
);
await runtime.startWorker({ pollingIntervalSeconds: 0.5 });
process.stdout.write("WORKING\n");
