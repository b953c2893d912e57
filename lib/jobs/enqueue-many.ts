import { env } from "@/lib/env";
import { getJobContract, type JobName, type JobPayloadInput } from "./job-contracts";
import { getBoss } from "./pg-boss/process-pg-boss";

/** Jobs per insert: one statement each (pg-boss `insert`, one Inngest `send` of an array). */
const CHUNK = 1000;

/**
 * Queues many jobs of one kind to run now, a chunk per round trip: what a batch of thousands of
 * new runs or deliveries needs (enqueue() costs a round trip each). No singleton keys or delays:
 * use it for jobs whose handler is idempotent and claims its own work. Payloads are validated
 * first, like enqueue(). Call it after the rows the jobs refer to have committed.
 */
export async function enqueueMany<Name extends JobName>(name: Name, payloads: JobPayloadInput<Name>[]): Promise<void> {
  if (payloads.length === 0) return;
  const job = getJobContract(name);
  const data = payloads.map((payload) => job.payload.parse(payload) as Record<string, unknown>);
  for (let start = 0; start < data.length; start += CHUNK) {
    const chunk = data.slice(start, start + CHUNK);
    if (env.JOBS_DRIVER === "inngest") {
      // Loaded on demand so that a pg-boss deployment never loads the Inngest SDK or builds its client.
      const { sendJobEvents } = await import("./inngest/send-job-event");
      await sendJobEvents(job, chunk);
    } else {
      // getBoss() has made sure every job's queue exists; the queue's retry policy applies.
      await (await getBoss()).insert(chunk.map((item) => ({ name: job.name, data: item })));
    }
  }
}
