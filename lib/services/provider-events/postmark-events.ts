import { timingSafeEqual } from "node:crypto";
import { asText, eventTime, type ProviderEvent, statusOf } from "./provider-event";

// Postmark's webhooks carry no signature: the webhook URL is set up with HTTP basic auth
// (https://user:password@...), and the team's config holds that `user:password`.

export function verifyPostmark(headers: Headers, userAndPassword: string): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(headers.get("authorization") ?? "");
  if (!match) return false;
  const given = Buffer.from(Buffer.from(match[1], "base64").toString("utf8"));
  const expected = Buffer.from(userAndPassword);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Postmark's bounce types that mean the address will never take mail (the rest are temporary). */
const HARD_TYPES = new Set(["HardBounce", "BadEmailAddress", "ManuallyDeactivated"]);

export function parsePostmark(body: Record<string, unknown>): ProviderEvent[] {
  const ids = { providerMessageId: asText(body.MessageID), messageIdHeader: null };
  switch (body.RecordType) {
    case "Bounce": {
      const recipient = asText(body.Email);
      if (!recipient) return [];
      // Inactive: Postmark itself stopped sending to the address.
      const hard = HARD_TYPES.has(String(body.Type)) || body.Inactive === true;
      const diagnosticCode = asText(body.Details) ?? asText(body.Description);
      const status = statusOf(body.Details, hard);
      return [{ kind: "bounce", hard, status, diagnosticCode, ids, recipient, at: eventTime(body.BouncedAt) }];
    }
    case "SpamComplaint": {
      const recipient = asText(body.Email);
      return recipient
        ? [{ kind: "complaint", feedbackType: "abuse", ids, recipient, at: eventTime(body.BouncedAt) }]
        : [];
    }
    case "Delivery": {
      const recipient = asText(body.Recipient);
      return recipient ? [{ kind: "delivered", ids, recipient, at: eventTime(body.DeliveredAt) }] : [];
    }
    default:
      return [];
  }
}
