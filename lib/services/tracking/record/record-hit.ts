import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import { queueHit } from "@/lib/tracking/record/recorder";
import { publishStoredHits } from "./publish-stored-hits";

/** Queues a pixel or link hit in the batched recorder; its stored row is published as an event.
 * A promise: answer the hit once it settles (the hit is then in the durable log, or there was room
 * for it in memory; lib/tracking/record/recorder.ts). */
export function recordHit(hit: QueuedHit): void | Promise<void> {
  return queueHit(hit, publishStoredHits);
}
