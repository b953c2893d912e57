import { createHmac, timingSafeEqual } from "node:crypto";
import { asText, bracketedMessageId, eventTime, type ProviderEvent, statusOf } from "./provider-event";

// Mailgun's webhooks: one JSON event, `{ signature: { timestamp, token, signature }, "event-data" }`,
// the signature an HMAC-SHA256 (hex) of timestamp + token under the account's webhook signing key.

type MailgunBody = {
  signature?: { timestamp?: unknown; token?: unknown; signature?: unknown };
  "event-data"?: unknown;
};

export function verifyMailgun(body: MailgunBody, signingKey: string): boolean {
  const { timestamp, token, signature } = body.signature ?? {};
  if (typeof timestamp !== "string" || typeof token !== "string" || typeof signature !== "string") return false;
  const expected = createHmac("sha256", signingKey)
    .update(timestamp + token)
    .digest();
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function parseMailgun(body: MailgunBody): ProviderEvent[] {
  const data = (body["event-data"] ?? {}) as Record<string, unknown>;
  const recipient = asText(data.recipient);
  if (!recipient) return [];
  const message = (data.message ?? {}) as { headers?: Record<string, unknown> };
  // Mailgun's storage/message id is the Message-ID it sent with: ours, kept by the SMTP relay.
  const ids = { providerMessageId: null, messageIdHeader: bracketedMessageId(message.headers?.["message-id"]) };
  const at = eventTime(data.timestamp);
  const delivery = (data["delivery-status"] ?? {}) as Record<string, unknown>;
  switch (data.event) {
    case "failed": {
      const hard = data.severity === "permanent";
      const diagnosticCode = asText(delivery.message) ?? asText(delivery.description);
      const status = statusOf(delivery["enhanced-code"] ?? delivery.message ?? delivery.description, hard);
      return [{ kind: "bounce", hard, status, diagnosticCode, ids, recipient, at }];
    }
    case "complained":
      return [{ kind: "complaint", feedbackType: "abuse", ids, recipient, at }];
    case "delivered":
      return [{ kind: "delivered", ids, recipient, at }];
    default:
      return [];
  }
}
