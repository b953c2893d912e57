import { Webhook } from "standardwebhooks";

// Standard Webhooks signing (docs/contract.md section 9), shared by webhook deliveries and the automations'
// WEBHOOK node. The HMAC key is the UTF-8 bytes of the secret as the team typed it: the package's
// "raw" format takes bytes as they are (given a string it would take char codes, which is wrong
// for non-ASCII secrets, hence the explicit encoding).

export type WebhookSignatureHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

/** The key standardwebhooks' Webhook class expects for a secret used as UTF-8 bytes. */
function webhookSigner(secret: string): Webhook {
  return new Webhook(new TextEncoder().encode(secret), { format: "raw" });
}

/**
 * The three Standard Webhooks headers for `body` (the exact bytes that will be sent).
 * `id` stays the same across retries of one message so receivers can deduplicate;
 * `timestamp` is the attempt's time (receivers refuse ones more than 5 minutes off).
 */
export function signWebhookPayload({
  secret,
  id,
  timestamp,
  body,
}: {
  secret: string;
  id: string;
  timestamp: Date;
  body: string;
}): WebhookSignatureHeaders {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": webhookSigner(secret).sign(id, timestamp, body),
  };
}
