// What happened in a team, as published after the write that caused it has committed. Webhooks
// (docs/contract.md section 9) subscribe to the public names; automations also listen to internal ones.

/** Event names a webhook may subscribe to, in docs/contract.md section 9's order. */
export const WEBHOOK_EVENT_NAMES = [
  "open",
  "click",
  "reply",
  "bounce",
  "complaint",
  "sent",
  "failed",
  "unsubscribe",
  "contact.created",
  "contact.updated",
  "campaign.started",
  "campaign.completed",
  "import.completed",
  "domain.verified",
  "domain.failed",
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

/** Events no webhook sees: they start automations (a tag was added, a custom API event). */
type InternalEventName = "contact.tag_added" | "automation.custom_event";

type DomainEventName = WebhookEventName | InternalEventName;

export type DomainEvent = {
  teamId: string;
  type: DomainEventName;
  timestamp: Date;
  /** The payload's `data`. Carries `contactId`, `emailId`, `campaignId` whenever the event has one. */
  data: Record<string, unknown>;
};

export function isWebhookEventName(name: string): name is WebhookEventName {
  return (WEBHOOK_EVENT_NAMES as readonly string[]).includes(name);
}
