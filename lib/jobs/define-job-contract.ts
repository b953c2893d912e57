import type { z } from "zod";

// A job's contract is what every side agrees on without running it: its name, the payload it
// accepts and how the queue treats it. Services enqueue against contracts (lib/jobs/enqueue.ts);
// only the worker side pairs each contract with its handler (jobs/define-job.ts, jobs/registry.ts),
// which is what keeps lib/services from importing the handlers that import lib/services.
//
// Payloads carry ids only; the handler reads current state from the database when it runs, so
// a job enqueued before an edit never acts on stale data.

export type JobContract<Name extends string = string, Schema extends z.ZodType = z.ZodType> = {
  /** kebab-case; also the pg-boss queue name and the Inngest function id (`sendwell/<name>` event). */
  readonly name: Name;
  /** Validates what enqueue() accepts and what the handler receives. */
  readonly payload: Schema;
  /** Cron expression evaluated in UTC; the scheduled run gets the payload `{}`. */
  readonly cron?: string;
  /** Retries after the first failure (pg-boss retryLimit, Inngest retries, capped at 20). */
  readonly retryLimit: number;
  /**
   * First retry's delay; each later retry waits about twice as long (pg-boss retryDelay with
   * retryBackoff; Inngest applies its own backoff). Default: pg-boss's immediate retry.
   */
  readonly retryDelaySeconds?: number;
  /**
   * How long one run may take before the queue takes it back (pg-boss expireInSeconds): a run past
   * it is failed and retried, and a run whose worker was killed is retried only then. So: a little
   * over the job's worst honest run, short for short jobs. Long work (campaign runs) renews a lease
   * of its own instead (lib/services/campaigns/campaign-run-lease.ts). Default 15 minutes.
   */
  readonly expireInSeconds: number;
  /**
   * How many of its jobs one pg-boss worker process runs at once (default 1): more for jobs that
   * mostly wait on someone else, so that one slow peer does not hold up the rest (a webhook
   * receiver that hangs until its timeout).
   */
  readonly concurrency?: number;
  /**
   * How many jobs each of those pg-boss slots takes per fetch and runs side by side (default 1):
   * one query fetches them and one completes them, for short jobs that arrive in bursts. A job of
   * the batch that fails is retried alone. So up to concurrency x batchSize run at once.
   */
  readonly batchSize?: number;
  /**
   * How often an idle pg-boss worker of this job asks for new work when nothing woke it (pg-boss
   * default 2 s, minimum 0.5): shorter for jobs someone waits on (transactional mail, section 20).
   */
  readonly pollingIntervalSeconds?: number;
};

export type JobContractInput<Name extends string, Schema extends z.ZodType> = {
  name: Name;
  payload: Schema;
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  concurrency?: number;
  batchSize?: number;
  pollingIntervalSeconds?: number;
};

const JOB_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DEFAULT_RETRY_LIMIT = 3;
/** pg-boss's own default expiry, for jobs that name none. */
export const DEFAULT_EXPIRE_SECONDS = 15 * 60;
// Inngest accepts 0..20 retries; holding every driver to that keeps their behaviour the same.
const MAX_RETRY_LIMIT = 20;

/** Checks a contract's settings against what both drivers accept and fills in the defaults. */
export function defineJobContract<const Name extends string, Schema extends z.ZodType>(
  contract: JobContractInput<Name, Schema>,
): JobContract<Name, Schema> {
  const { name, cron, retryLimit = DEFAULT_RETRY_LIMIT, expireInSeconds = DEFAULT_EXPIRE_SECONDS } = contract;
  // pg-boss refuses less than a second and more than a day.
  if (!Number.isInteger(expireInSeconds) || expireInSeconds < 1 || expireInSeconds >= 24 * 3600) {
    throw new Error(`Job "${name}": expireInSeconds must be an integer from 1 to 86399`);
  }
  if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" must be kebab-case`);
  if (
    contract.concurrency !== undefined &&
    (!Number.isInteger(contract.concurrency) || contract.concurrency < 1 || contract.concurrency > 20)
  ) {
    throw new Error(`Job "${name}": concurrency must be an integer from 1 to 20`);
  }
  if (
    contract.batchSize !== undefined &&
    (!Number.isInteger(contract.batchSize) || contract.batchSize < 1 || contract.batchSize > 50)
  ) {
    throw new Error(`Job "${name}": batchSize must be an integer from 1 to 50`);
  }
  const polling = contract.pollingIntervalSeconds;
  if (polling !== undefined && !(polling >= 0.5 && polling <= 60)) {
    throw new Error(`Job "${name}": pollingIntervalSeconds must be from 0.5 to 60`);
  }
  if (!Number.isInteger(retryLimit) || retryLimit < 0 || retryLimit > MAX_RETRY_LIMIT) {
    throw new Error(`Job "${name}": retryLimit must be an integer from 0 to ${MAX_RETRY_LIMIT}`);
  }
  // A scheduled run has nobody to supply ids, so a cron job must accept the empty payload.
  if (cron !== undefined && !contract.payload.safeParse({}).success) {
    throw new Error(`Job "${name}" has a cron schedule, so its payload schema must accept {}`);
  }
  return Object.freeze({ ...contract, retryLimit, expireInSeconds });
}
