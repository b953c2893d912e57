import { publishEvents } from "@/lib/services/events";
import type { StoredHits } from "@/lib/tracking/record/store-hits";
import { trackingEvent } from "./tracking-events";

/** One publish per batch (webhooks and automations look up their subscribers once for all of it). */
export function publishStoredHits({ rows, recipients }: StoredHits): Promise<void> {
  return publishEvents(rows.map((row) => trackingEvent(row, recipients[row.emailId])));
}
