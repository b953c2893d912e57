import { db, type Transaction } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import type { Classification } from "@/lib/inbound/classification";
import { publishEvents } from "@/lib/services/events";
import { EMAIL_SELECT, recordClassifications } from "@/lib/services/inbound/record-inbound";
import { trackingEvent } from "@/lib/services/tracking/record/tracking-events";
import type { ProviderEvent } from "./provider-event";

// Gives a provider's events section 14's effects (docs/contract.md section 20): a hard bounce
// marks the email BOUNCED, the contact BOUNCED and suppresses the address, a complaint the contact
// COMPLAINED, soft bounces count towards the three-in-30-days rule, a delivery sets the email's
// deliveredAt. The email is the team's one with the provider's message id, else with the quoted
// Message-ID: never a guess by recipient. Providers retry their webhooks, so an email's bounce or
// complaint is recorded once however often it is reported.

export type RecordedProviderEvents = { received: number; recorded: number; ignored: number };

const EVENT_EMAIL_SELECT = { ...EMAIL_SELECT, providerMessageId: true } as const;

async function emailsNamed(tx: Transaction, teamId: string, events: ProviderEvent[]) {
  const providerIds = [...new Set(events.flatMap(({ ids }) => (ids.providerMessageId ? [ids.providerMessageId] : [])))];
  const headers = [...new Set(events.flatMap(({ ids }) => (ids.messageIdHeader ? [ids.messageIdHeader] : [])))];
  const rows = await tx.email.findMany({
    where: {
      teamId,
      OR: [{ providerMessageId: { in: providerIds } }, { messageId: { in: headers } }],
    },
    select: EVENT_EMAIL_SELECT,
  });
  const byProviderId = new Map(rows.flatMap((row) => (row.providerMessageId ? [[row.providerMessageId, row]] : [])));
  const byHeader = new Map(rows.flatMap((row) => (row.messageId ? [[row.messageId, row]] : [])));
  return (event: ProviderEvent) =>
    (event.ids.providerMessageId ? byProviderId.get(event.ids.providerMessageId) : undefined) ??
    (event.ids.messageIdHeader ? byHeader.get(event.ids.messageIdHeader) : undefined) ??
    null;
}

function classify(event: Exclude<ProviderEvent, { kind: "delivered" }>, messageId: string): Classification {
  if (event.kind === "complaint")
    return {
      outcome: "complaint",
      feedbackType: event.feedbackType,
      recipient: event.recipient.toLowerCase(),
      userAgent: null,
      originalMessageIds: [messageId],
    };
  const bounce = {
    kind: event.hard ? ("hard" as const) : ("soft" as const),
    status: event.status,
    diagnosticCode: event.diagnosticCode,
    recipient: event.recipient.toLowerCase(),
  };
  return { outcome: "bounce", shape: "provider", bounce, originalMessageIds: [messageId] };
}

export async function recordProviderEvents({
  teamId,
  provider,
  events,
}: {
  teamId: string;
  provider: string;
  events: ProviderEvent[];
}): Promise<RecordedProviderEvents> {
  const { published, recorded } = await db.$transaction(async (tx) => {
    const emailOf = await emailsNamed(tx, teamId, events);
    const delivered = new Map<string, Date>();
    const negative: { event: Exclude<ProviderEvent, { kind: "delivered" }>; emailId: string; messageId: string }[] = [];
    for (const event of events) {
      const email = emailOf(event);
      if (!email?.messageId) continue;
      if (event.kind === "delivered") delivered.set(email.id, event.at);
      else negative.push({ event, emailId: email.id, messageId: email.messageId });
    }
    for (const [id, at] of delivered)
      await tx.email.updateMany({ where: { id, teamId, deliveredAt: null }, data: { deliveredAt: at } });
    // Once per email and kind: a provider's retry of an event already recorded changes nothing.
    const already = await tx.emailTracking.findMany({
      where: {
        teamId,
        emailId: { in: negative.map(({ emailId }) => emailId) },
        event: { in: ["bounce", "complaint"] },
      },
      select: { emailId: true, event: true },
    });
    const seen = new Set(already.map((row) => `${row.emailId}:${row.event}`));
    const fresh = negative.filter(({ event, emailId }) => {
      const key = `${emailId}:${event.kind}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const outcomes = await recordClassifications(tx, {
      teamId,
      classifications: fresh.map(({ event, messageId }) => classify(event, messageId)),
      at: new Date(),
      source: `provider:${provider}`,
    });
    const published: DomainEvent[] = outcomes.flatMap(({ entry, email }) =>
      entry && email ? [trackingEvent(entry, email.to)] : [],
    );
    return { published, recorded: delivered.size + published.length };
  });
  await publishEvents(published);
  return { received: events.length, recorded, ignored: events.length - recorded };
}
