import type { WebhookEventName } from "@/lib/events/domain-events";

// The events of API.md section 9 as the dashboard presents them: grouped, each with a sentence
// saying when it fires.

export const EVENT_GROUPS: { title: string; events: { name: WebhookEventName; description: string }[] }[] = [
  {
    title: "Engagement",
    events: [
      { name: "open", description: "A recipient opened an email" },
      { name: "click", description: "A recipient clicked a tracked link" },
      { name: "reply", description: "A recipient replied" },
    ],
  },
  {
    title: "Delivery",
    events: [
      { name: "sent", description: "An email was accepted by the SMTP server" },
      { name: "failed", description: "An email could not be sent" },
      { name: "bounce", description: "An email bounced" },
      { name: "complaint", description: "A recipient marked an email as spam" },
      { name: "unsubscribe", description: "A contact unsubscribed" },
    ],
  },
  {
    title: "Audience",
    events: [
      { name: "contact.created", description: "A contact was added" },
      { name: "contact.updated", description: "A contact changed" },
      { name: "import.completed", description: "A contact import finished" },
    ],
  },
  {
    title: "Campaigns",
    events: [
      { name: "campaign.started", description: "A campaign began sending" },
      { name: "campaign.completed", description: "A campaign finished sending" },
    ],
  },
];

/** A fresh signing secret: 32 random bytes, base64url (43 characters). */
export function generateWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
