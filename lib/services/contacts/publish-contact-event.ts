import type { ContactDto } from "./to-contact-dto";

export type ContactEventType = "contact.created" | "contact.updated";

/**
 * Where contact events leave for the team's webhooks (API.md section 9: `contact.created`,
 * `contact.updated`). Webhook delivery is not built yet, so nothing is sent; when it is, enqueue
 * the delivery here. Callers call it after their transaction commits and do not wait on it.
 */
export function publishContactEvent(event: { teamId: string; type: ContactEventType; contact: ContactDto }): void {
  void event;
}
