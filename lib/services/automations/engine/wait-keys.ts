import type { DomainEvent } from "@/lib/events/domain-events";
import type { WaitForEventData } from "@/lib/validation/automations";

// What a WAIT_FOR_EVENT step waits for, as one key stored on the run (AutomationRun.waitKey), and
// the key an incoming event carries: the two meet in one indexed lookup by (contactId, waitKey).

const TRACKING_KEYS = { email_opened: "open", link_clicked: "click", email_replied: "reply" } as const;

/** The key a step waits on: open, click, reply, or custom:<name>. */
export function waitKeyOf(data: WaitForEventData): string {
  return data.event === "custom_event" ? `custom:${data.name}` : TRACKING_KEYS[data.event];
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * The wait an event can end: for whom, which key, and the email it is about. Machine events
 * (privacy-proxy opens, link scanners, out-of-office replies) end no wait: answers null.
 */
export function eventWaitKey(event: DomainEvent): { contactId: string; key: string; emailId: string | null } | null {
  if (event.type === "open" || event.type === "click" || event.type === "reply") {
    const data = event.data;
    const contactId = text(data.contactId);
    if (!contactId || data.isAutomated === true) return null;
    return { contactId, key: event.type, emailId: text(data.emailId) };
  }
  if (event.type === "automation.custom_event") {
    const contactId = text(event.data.contactId);
    const name = text(event.data.name);
    return contactId && name ? { contactId, key: `custom:${name}`, emailId: null } : null;
  }
  return null;
}
