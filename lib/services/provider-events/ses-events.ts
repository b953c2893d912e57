import { get } from "node:https";
import MessageValidator from "sns-validator";
import { env } from "@/lib/env";
import { asText, bracketedMessageId, eventTime, type ProviderEvent, statusOf } from "./provider-event";

// Amazon SES reports bounces, complaints and deliveries through an SNS topic whose HTTPS
// subscription is this config's eventsUrl. SNS signs every message with a certificate it serves
// at SigningCertURL; AWS's own validator checks the signature after checking that the certificate
// is on SNS_CERT_HOST. A subscription confirmation is confirmed by fetching its SubscribeURL (on
// that host too, so an attacker cannot make the server fetch anything else).

/** SNS_CERT_HOST as the validator's pattern: `*` stands for one DNS label (the region). */
function snsHostPattern(host: string = env.SNS_CERT_HOST): RegExp {
  const escaped = host.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join("[a-zA-Z0-9-]+")}$`);
}

export type SnsMessage = Record<string, unknown> & { Type?: unknown; Message?: unknown; SubscribeURL?: unknown };

/** The message if SNS signed it (certificate host, signature), else null. */
export function verifySns(body: SnsMessage): Promise<SnsMessage | null> {
  return new Promise((resolve) => {
    new MessageValidator(snsHostPattern()).validate(body, (error, message) =>
      resolve(error || !message ? null : (message as SnsMessage)),
    );
  });
}

/** Confirms a verified SubscriptionConfirmation, when its URL is https on the SNS host. */
export async function confirmSnsSubscription(message: SnsMessage): Promise<boolean> {
  const url = asText(message.SubscribeURL);
  if (!url) return false;
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" || !snsHostPattern().test(parsed.host)) return false;
  // node:https like the validator's certificate download, so both trust the same authorities.
  return new Promise((resolve) => {
    const request = get(parsed, { timeout: 10_000 }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 300);
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(false));
  });
}

type SesMail = {
  messageId?: unknown;
  commonHeaders?: { messageId?: unknown };
  headers?: { name?: unknown; value?: unknown }[];
};

function idsOf(mail: SesMail) {
  const header = mail.headers?.find((entry) => String(entry.name).toLowerCase() === "message-id")?.value;
  return {
    providerMessageId: asText(mail.messageId),
    messageIdHeader: bracketedMessageId(mail.commonHeaders?.messageId ?? header),
  };
}

/** The events of one SES notification (the SNS message's Message, JSON). */
export function parseSes(notification: Record<string, unknown>): ProviderEvent[] {
  const type = notification.notificationType ?? notification.eventType;
  const ids = idsOf((notification.mail ?? {}) as SesMail);
  if (type === "Bounce") {
    const bounce = (notification.bounce ?? {}) as Record<string, unknown>;
    const hard = bounce.bounceType === "Permanent";
    const at = eventTime(bounce.timestamp);
    const recipients = (bounce.bouncedRecipients ?? []) as Record<string, unknown>[];
    return recipients.flatMap((entry): ProviderEvent[] => {
      const recipient = asText(entry.emailAddress);
      if (!recipient) return [];
      const diagnosticCode = asText(entry.diagnosticCode);
      return [
        {
          kind: "bounce",
          hard,
          status: statusOf(entry.status ?? diagnosticCode, hard),
          diagnosticCode,
          ids,
          recipient,
          at,
        },
      ];
    });
  }
  if (type === "Complaint") {
    const complaint = (notification.complaint ?? {}) as Record<string, unknown>;
    const feedbackType = asText(complaint.complaintFeedbackType) ?? "abuse";
    const recipients = (complaint.complainedRecipients ?? []) as Record<string, unknown>[];
    return recipients.flatMap((entry): ProviderEvent[] => {
      const recipient = asText(entry.emailAddress);
      return recipient ? [{ kind: "complaint", feedbackType, ids, recipient, at: eventTime(complaint.timestamp) }] : [];
    });
  }
  if (type === "Delivery") {
    const delivery = (notification.delivery ?? {}) as Record<string, unknown>;
    const recipients = (delivery.recipients ?? []) as unknown[];
    return recipients.flatMap((entry): ProviderEvent[] => {
      const recipient = asText(entry);
      return recipient ? [{ kind: "delivered", ids, recipient, at: eventTime(delivery.timestamp) }] : [];
    });
  }
  return [];
}
