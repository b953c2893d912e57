// Next.js calls register() once when a server instance starts. Sendwell uses it to run the pg-boss
// worker inside the server: one command serves everything, and with the embedded PGlite database
// it is the only way, since no second process may open that database.
//
// NEXT_RUNTIME and NEXT_PHASE are set by Next itself, not configuration, so they are read here
// rather than through lib/env. Every import stays inside the `nodejs` branch: Next inlines
// NEXT_RUNTIME, so the edge build drops the branch instead of bundling node:fs, pg and PGlite.

// Seconds to wait before each new attempt when the worker cannot start; the last one repeats.
const RETRY_DELAYS_SECONDS = [5, 15, 30, 60];

export async function register() {
  // Next skips register() during `next build` today; the phase check keeps a build from ever
  // starting workers on the build machine's database should that change.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { env } = await import("@/lib/env");
    const { logger } = await import("@/lib/logging/logger");
    // A half-configured S3_* setup stops the server here, naming what is missing, rather than on
    // the first upload.
    const { getStorage } = await import("@/lib/storage");
    getStorage();
    if (!env.SYSTEM_SMTP_URL && env.SMTP_CAPTURE_PORT !== 0) {
      void import("@/lib/mail/capture-server")
        .then(({ startCaptureServer }) => startCaptureServer(env.SMTP_CAPTURE_PORT))
        .then(() => logger.info({ port: env.SMTP_CAPTURE_PORT }, "Capture SMTP server listening on 127.0.0.1"))
        .catch((error: unknown) =>
          logger.error({ err: error }, "Capture SMTP server failed to start; system mail will fail"),
        );
    }
    if (env.SMTP_RELAY_PORT) {
      const relay = {
        port: env.SMTP_RELAY_PORT,
        host: env.SMTP_RELAY_HOST,
        tlsCert: env.SMTP_RELAY_TLS_CERT,
        tlsKey: env.SMTP_RELAY_TLS_KEY,
        ratePerMinute: env.SMTP_RELAY_RATE_LIMIT,
      };
      void import("@/lib/runtime/smtp-relay-server")
        .then(({ startSmtpRelay }) => startSmtpRelay(relay))
        .then(() =>
          logger.info(
            { host: relay.host, port: relay.port, starttls: Boolean(relay.tlsCert) },
            "SMTP submission listening",
          ),
        )
        .catch((error: unknown) => logger.error({ err: error }, "SMTP submission failed to start"));
    }
    if (env.JOBS_DRIVER !== "pgboss") return;
    if (!env.JOBS_WORKER) {
      if (!env.DATABASE_URL) logger.warn("JOBS_WORKER=false on the embedded database: queued jobs will not run");
      return;
    }
    // Not awaited: queue setup must not delay the server, and a worker that cannot start (the
    // database is not up yet, say) is logged and retried instead of taking the server down.
    const attempt = (failures: number) => {
      import("@/jobs/drivers/pg-boss")
        .then(({ startWorker }) => startWorker())
        .then((summary) => {
          const names = summary.jobs.map((job) => (job.cron ? `${job.name} (cron ${job.cron} UTC)` : job.name));
          logger.info({ jobs: names }, "pg-boss worker started in the server");
        })
        .catch((error: unknown) => {
          const delay = RETRY_DELAYS_SECONDS[Math.min(failures, RETRY_DELAYS_SECONDS.length - 1)];
          logger.error(
            { err: error, retryInSeconds: delay },
            "pg-boss worker failed to start; serving without it, retrying",
          );
          setTimeout(() => attempt(failures + 1), delay * 1000).unref();
        });
    };
    attempt(0);
  }
}
