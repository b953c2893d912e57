import { env } from "@/lib/env";
import { enqueue, type JobName, type JobPayloadInput } from "@/lib/jobs";
import { logger } from "@/lib/logging/logger";
import { takeLapsedJobLeases } from "./hold-job-lease";

/**
 * Every third of JOB_LEASE_SECONDS, queues `job` again for each of its leases that lapsed (the
 * worker holding it died): a worker of that job runs this while it works (jobs/define-job.ts's
 * `whileWorking`). Should this worker die between taking a lapsed lease and queueing, the killed
 * job's own pg-boss expiry still retries it.
 */
export function sweepLapsedJobLeases<Name extends JobName>(job: Name): () => void {
  const sweep = async () => {
    for (const payload of await takeLapsedJobLeases(job)) {
      await enqueue(job, payload as JobPayloadInput<Name>);
      logger.warn({ job, payload }, "A job's lease lapsed (its worker stopped): the job is queued again");
    }
  };
  const timer = setInterval(
    () => sweep().catch((error: unknown) => logger.error({ err: error, job }, "Looking for lapsed job leases failed")),
    (env.JOB_LEASE_SECONDS * 1000) / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}
