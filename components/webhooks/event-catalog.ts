import type { WebhookEventName } from "@/lib/events/domain-events";

// The events of docs/contract.md section 9 as the dashboard presents them: grouped, each with a sentence
// (webhooks.picker.events.<key>) saying when it fires.

export type EventGroupKey = "engagement" | "delivery" | "audience" | "campaigns";
export type EventDescriptionKey =
  | "open"
  | "click"
  | "reply"
  | "sent"
  | "failed"
  | "bounce"
  | "complaint"
  | "unsubscribe"
  | "contactCreated"
  | "contactUpdated"
  | "importCompleted"
  | "campaignStarted"
  | "campaignCompleted";

export const EVENT_GROUPS: { key: EventGroupKey; events: { name: WebhookEventName; key: EventDescriptionKey }[] }[] = [
  {
    key: "engagement",
    events: [
      { name: "open", key: "open" },
      { name: "click", key: "click" },
      { name: "reply", key: "reply" },
    ],
  },
  {
    key: "delivery",
    events: [
      { name: "sent", key: "sent" },
      { name: "failed", key: "failed" },
      { name: "bounce", key: "bounce" },
      { name: "complaint", key: "complaint" },
      { name: "unsubscribe", key: "unsubscribe" },
    ],
  },
  {
    key: "audience",
    events: [
      { name: "contact.created", key: "contactCreated" },
      { name: "contact.updated", key: "contactUpdated" },
      { name: "import.completed", key: "importCompleted" },
    ],
  },
  {
    key: "campaigns",
    events: [
      { name: "campaign.started", key: "campaignStarted" },
      { name: "campaign.completed", key: "campaignCompleted" },
    ],
  },
];

/** A fresh signing secret: 32 random bytes, base64url (43 characters). */
export function generateWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
