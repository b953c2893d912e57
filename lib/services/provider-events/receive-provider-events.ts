import { ApiError } from "@/lib/api/errors";
import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { parseMailgun, verifyMailgun } from "./mailgun-events";
import { parsePostmark, verifyPostmark } from "./postmark-events";
import type { EventProviderName } from "@/lib/validation/provider-events";
import type { ProviderEvent } from "./provider-event";
import { type RecordedProviderEvents, recordProviderEvents } from "./record-provider-events";
import { parseSendgrid, verifySendgrid } from "./sendgrid-events";
import { confirmSnsSubscription, parseSes, type SnsMessage, verifySns } from "./ses-events";

// POST /provider-events/{configId} (docs/contract.md section 20): no user credential; the request
// is the provider's, checked its own way with the config's key before anything is read from it.
// An unknown config, one without a provider, or a bad or missing signature: 401, nothing changes.

const refused = () => new ApiError(401, "unauthorized", "INVALID_SIGNATURE", "The event's signature does not verify");

function json(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    throw ApiError.validation("The body is not JSON", { body: "must be JSON" });
  }
}

/** The verified events of one request, or a refusal. */
async function verifiedEvents(
  provider: EventProviderName,
  key: string | null,
  payload: string,
  headers: Headers,
): Promise<ProviderEvent[] | "confirmed"> {
  switch (provider) {
    case "sendgrid":
      if (!key || !verifySendgrid(payload, headers, key)) throw refused();
      return parseSendgrid(json(payload));
    case "mailgun": {
      const body = json(payload) as Parameters<typeof verifyMailgun>[0];
      if (!key || !verifyMailgun(body, key)) throw refused();
      return parseMailgun(body);
    }
    case "postmark":
      if (!key || !verifyPostmark(headers, key)) throw refused();
      return parsePostmark(json(payload) as Record<string, unknown>);
    case "ses": {
      const message = await verifySns(json(payload) as SnsMessage);
      if (!message) throw refused();
      if (message.Type === "SubscriptionConfirmation") {
        if (!(await confirmSnsSubscription(message))) throw refused();
        return "confirmed";
      }
      if (message.Type !== "Notification" || typeof message.Message !== "string") return [];
      return parseSes(json(message.Message) as Record<string, unknown>);
    }
  }
}

export async function receiveProviderEvents({
  configId,
  payload,
  headers,
}: {
  configId: string;
  payload: string;
  headers: Headers;
}): Promise<RecordedProviderEvents & { confirmed?: true }> {
  const config = await db.sMTPConfig.findFirst({
    where: { id: configId, eventProvider: { not: null } },
    select: { teamId: true, eventProvider: true, eventSigningKey: true },
  });
  if (!config?.eventProvider) throw refused();
  const key = config.eventSigningKey ? openSecret(config.eventSigningKey) : null;
  const events = await verifiedEvents(config.eventProvider, key, payload, headers);
  if (events === "confirmed") return { received: 0, recorded: 0, ignored: 0, confirmed: true };
  return recordProviderEvents({ teamId: config.teamId, provider: config.eventProvider, events });
}
