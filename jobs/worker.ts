import { env } from "@/lib/env";
import { startWorkerMetricsServer } from "@/lib/metrics";
import { exitGracefullyOnSignals } from "@/lib/runtime";
import { jobsLogger, startWorker } from "./drivers/pg-boss";

// `npm run worker`: the pg-boss worker as its own process, for deployments that run web servers
// and job workers on separate machines. The server starts the same worker itself unless
// JOBS_WORKER=false (instrumentation.ts).

async function main() {
  if (env.JOBS_DRIVER !== "pgboss") {
    jobsLogger.error("JOBS_DRIVER=inngest: Inngest runs the jobs through /api/inngest; there is no worker to start");
    process.exitCode = 1;
    return;
  }
  if (!env.DATABASE_URL) {
    // PGlite is one in-process database: a second process opening it would corrupt it.
    jobsLogger.error(
      "The embedded database can only be opened by one process: the server runs the jobs itself " +
        "(JOBS_WORKER=true). Set DATABASE_URL to run a separate worker.",
    );
    process.exitCode = 1;
    return;
  }

  const summary = await startWorker();
  for (const job of summary.jobs) {
    jobsLogger.info(`Working ${job.name}`, {
      retryLimit: job.retryLimit,
      ...(job.cron ? { cron: `${job.cron} (UTC)` } : {}),
    });
  }
  // Prometheus scrapes of this process (sends, failures, queue depth, memory) when asked for.
  const metricsServer = env.WORKER_METRICS_PORT
    ? await startWorkerMetricsServer({ port: env.WORKER_METRICS_PORT, host: env.WORKER_METRICS_HOST })
    : null;
  if (metricsServer)
    jobsLogger.info("Worker metrics listening", {
      host: env.WORKER_METRICS_HOST,
      port: metricsServer.port,
      path: "/metrics",
    });
  jobsLogger.info("Worker started; Ctrl-C or SIGTERM stops it after running jobs finish");

  // The same sequence as the web server's, the metrics listener in the HTTP server's place: running
  // jobs finish (at most 30 s), the rest is failed back to the queue for another worker, then the
  // process exits 0.
  exitGracefullyOnSignals(metricsServer?.server ?? null);
}

main().catch((error) => {
  jobsLogger.error("Worker failed to start", {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
