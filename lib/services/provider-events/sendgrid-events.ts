import { EventWebhook } from "@sendgrid/eventwebhook";
import { asText, bracketedMessageId, eventTime, type ProviderEvent, statusOf } from "./provider-event";

// SendGrid's Event Webhook: a JSON array of events, signed with ECDSA (P-256, SHA-256) over the
// timestamp header followed by the raw body; the team's config holds SendGrid's verification key.

const SENDGRID_SIGNATURE_HEADER = "x-twilio-email-event-webhook-signature";
const SENDGRID_TIMESTAMP_HEADER = "x-twilio-email-event-webhook-timestamp";

/** Whether SendGrid signed `payload` (checked by SendGrid's own library). */
export function verifySendgrid(payload: string, headers: Headers, verificationKey: string): boolean {
  const signature = headers.get(SENDGRID_SIGNATURE_HEADER);
  const timestamp = headers.get(SENDGRID_TIMESTAMP_HEADER);
  if (!signature || !timestamp) return false;
  try {
    const webhook = new EventWebhook();
    return webhook.verifySignature(webhook.convertPublicKeyToECDSA(verificationKey), payload, signature, timestamp);
  } catch {
    return false;
  }
}

/** sg_message_id is the id SendGrid answered at send ("queued as <id>") followed by ".filter...". */
const providerId = (value: unknown) => asText(value)?.split(".")[0] ?? null;

export function parseSendgrid(events: unknown): ProviderEvent[] {
  if (!Array.isArray(events)) return [];
  return events.flatMap((item): ProviderEvent[] => {
    const event = (item ?? {}) as Record<string, unknown>;
    const recipient = asText(event.email);
    if (!recipient) return [];
    const ids = {
      providerMessageId: providerId(event.sg_message_id),
      messageIdHeader: bracketedMessageId(event["smtp-id"]),
    };
    const at = eventTime(event.timestamp);
    switch (event.event) {
      case "bounce": {
        // "bounce" is a permanent refusal; "blocked" (bounce_classification or type) a temporary one.
        const hard = event.type !== "blocked";
        const status = statusOf(event.status ?? event.reason, hard);
        return [{ kind: "bounce", hard, status, diagnosticCode: asText(event.reason), ids, recipient, at }];
      }
      case "spamreport":
        return [{ kind: "complaint", feedbackType: "abuse", ids, recipient, at }];
      case "delivered":
        return [{ kind: "delivered", ids, recipient, at }];
      default:
        return [];
    }
  });
}
