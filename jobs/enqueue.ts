import { env } from "@/lib/env";
import { getJob, type JobName, type JobPayloadInput } from "./registry";

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
 * Queues a registered job through the active driver (JOBS_DRIVER) and returns its job id
 * (pg-boss) or event id (Inngest). The payload is validated first, so a bad payload throws a
 * ZodError before anything reaches the queue. Call it after the transaction that wrote the data
 * the job refers to has committed.
 */
export async function enqueue<Name extends JobName>(
  name: Name,
  payload: JobPayloadInput<Name>,
  options: EnqueueOptions = {},
): Promise<string> {
  const job = getJob(name);
  const data = job.payload.parse(payload) as object;
  // Drivers load on demand: the pg-boss process never pulls in the Inngest SDK, and the reverse.
  if (env.JOBS_DRIVER === "inngest") {
    const { sendJobEvent } = await import("./drivers/inngest");
    return sendJobEvent(job, data, options);
  }
  const { sendJob } = await import("./drivers/pg-boss");
  return sendJob(job, data, options);
}
