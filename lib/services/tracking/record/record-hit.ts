import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import { queueHit } from "@/lib/tracking/record/recorder";
import { publishStoredHits } from "./publish-stored-hits";

/** Queues a pixel or link hit in the batched recorder; its stored row is published as an event. */
export function recordHit(hit: QueuedHit): void {
  queueHit(hit, publishStoredHits);
}
