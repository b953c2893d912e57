import type { JobContract } from "../define-job-contract";
import { inngest, jobEventName } from "./inngest-client";

export type EventOptions = { startAfter?: Date; singletonKey?: string };

/** Sends the job's event; returns the event id. */
export async function sendJobEvent(job: JobContract, payload: object, options: EventOptions = {}): Promise<string> {
  const { ids } = await inngest.send({
    name: jobEventName(job.name),
    data: payload as Record<string, unknown>,
    // Inngest runs only the first event with a given id (within 24 hours).
    ...(options.singletonKey ? { id: `${job.name}:${options.singletonKey}` } : {}),
    // A timestamp in the future delays the runs it triggers until then.
    ...(options.startAfter ? { ts: options.startAfter.getTime() } : {}),
  });
  const [id] = ids;
  if (!id) throw new Error(`Inngest returned no id for the "${job.name}" event`);
  return id;
}

/** Sends many events of one job at once (one request). */
export async function sendJobEvents(job: JobContract, payloads: Record<string, unknown>[]): Promise<void> {
  await inngest.send(payloads.map((data) => ({ name: jobEventName(job.name), data })));
}
