import { publishEvents } from "@/lib/services/events";
import type { ContactDto } from "./to-contact-dto";

export type ContactEventType = "contact.created" | "contact.updated";

/**
 * Publishes `contact.created` / `contact.updated` (docs/contract.md section 9) with the contact as `data`
 * (plus `contactId`). Callers call it after their transaction commits and do not wait on it:
 * publishEvents never rejects, and webhook deliveries are made durable by their own rows.
 */
export function publishContactEvent(event: { teamId: string; type: ContactEventType; contact: ContactDto }): void {
  const { teamId, type, contact } = event;
  void publishEvents([{ teamId, type, timestamp: new Date(), data: { ...contact, contactId: contact.id } }]);
}
