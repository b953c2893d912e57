import { env } from "@/lib/env";
import { getJobContract, type JobName, type JobPayloadInput } from "./job-contracts";
import { sendJob } from "./pg-boss/process-pg-boss";

export type EnqueueOptions = {
  /** Do not run before this moment. */
  startAfter?: Date;
  /**
   * At most one live job per key: a second enqueue with the same key while the first is still
   * kept returns the first job's id instead of adding one (pg-boss: until the job is archived,
   * 12 h after completion by default; Inngest: event-id deduplication, 24 h).
   */
  singletonKey?: string;
};

/**
 * Queues a job through the active driver (JOBS_DRIVER) and returns its job id (pg-boss) or event
 * id (Inngest). The payload is validated against the job's contract first, so a bad payload throws
 * a ZodError before anything reaches the queue. Call it after the transaction that wrote the data
 * the job refers to has committed.
 */
export async function enqueue<Name extends JobName>(
  name: Name,
  payload: JobPayloadInput<Name>,
  options: EnqueueOptions = {},
): Promise<string> {
  const job = getJobContract(name);
  const data = job.payload.parse(payload) as object;
  if (env.JOBS_DRIVER === "inngest") {
    // Loaded on demand so that a pg-boss deployment never loads the Inngest SDK or builds its client.
    const { sendJobEvent } = await import("./inngest/send-job-event");
    return sendJobEvent(job, data, options);
  }
  return sendJob(job, data, options);
}
