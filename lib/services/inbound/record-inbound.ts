import { randomUUID } from "node:crypto";
import type { Transaction } from "@/lib/db";
import type { EmailTracking, Prisma } from "@/lib/generated/prisma/client";
import { applyNegativeEvents } from "@/lib/services/tracking/apply-negative-event";
import { buildTrackingRow, TRACKED_EMAIL_SELECT } from "@/lib/tracking/enrich/build-entry";
import { recipientOf } from "@/lib/services/tracking/record/tracking-events";
import type { BounceDetails, Classification } from "@/lib/inbound/classification";
import type { DomainEvent } from "@/lib/events/domain-events";
import { recordMailtoUnsubscribe } from "./record-mailto-unsubscribe";
import { recordDmarcReport } from "./record-dmarc-report";

// Turns classified inbound messages into tracking entries on the team's original emails, with the
// effects of docs/contract.md section 14. Everything happens in the caller's transaction (the one that also
// moves the mailbox checkpoint), so a message is recorded exactly once even across crashes. A
// group of messages costs a few queries (one lookup of all the emails they name, one INSERT of all
// their entries) plus the effects of the hard bounces and complaints among them.

/** Three soft bounces of one address within this window count as a hard bounce. */
const SOFT_BOUNCE_LIMIT = 3;
const SOFT_BOUNCE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export const EMAIL_SELECT = {
  ...TRACKED_EMAIL_SELECT,
  to: true,
  messageId: true,
  contact: { select: { email: true } },
} as const;
type OriginalEmail = Prisma.EmailGetPayload<{ select: typeof EMAIL_SELECT }>;

export type RecordedOutcome = {
  outcome: "bounce" | "complaint" | "reply" | "unsubscribe" | "dmarc" | "ignored";
  reason: string | null;
  email: OriginalEmail | null;
  entry: EmailTracking | null;
  /** Events besides the entry's, to publish after commit (a mailto unsubscribe's). */
  events?: DomainEvent[];
};

/** An entry to write: its email, event and metadata, and whether it stops mail to the address. */
type PendingEntry = {
  email: OriginalEmail;
  event: "bounce" | "complaint" | "reply";
  metadata: Prisma.InputJsonValue;
  isAutomated: boolean;
  stopsMail: boolean;
};

/** The team's email about each set of Message-IDs, with one query for all of them. */
async function emailsByMessageId(
  tx: Transaction,
  teamId: string,
  messageIds: string[],
): Promise<Map<string, OriginalEmail>> {
  if (messageIds.length === 0) return new Map();
  const rows = await tx.email.findMany({
    where: { teamId, messageId: { in: [...new Set(messageIds)] } },
    select: EMAIL_SELECT,
    orderBy: { createdAt: "asc" },
  });
  return new Map(rows.map((row) => [row.messageId!, row]));
}

/** The team's emails named by VERP tokens (docs/contract.md section 20), with one query. */
async function emailsById(tx: Transaction, teamId: string, ids: string[]): Promise<Map<string, OriginalEmail>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.email.findMany({ where: { teamId, id: { in: [...new Set(ids)] } }, select: EMAIL_SELECT });
  return new Map(rows.map((row) => [row.id, row]));
}

const returnPathOf = (classification: Classification) =>
  classification.outcome === "bounce" ? (classification.returnPathEmailId ?? null) : null;

/** The team's latest email to `recipient`, for reports that quote no Message-ID. */
function latestEmailTo(tx: Transaction, teamId: string, recipient: string) {
  return tx.email.findFirst({
    where: {
      teamId,
      status: { in: ["SENT", "BOUNCED", "FAILED"] },
      OR: [
        { to: { equals: recipient, mode: "insensitive" } },
        { to: { endsWith: `<${recipient}>`, mode: "insensitive" } },
      ],
    },
    select: EMAIL_SELECT,
    orderBy: [{ sentAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
  });
}

/** Soft bounces of `address` in the window before `at` (stored ones, and `earlier` in this batch). */
async function softBouncesBefore(tx: Transaction, teamId: string, address: string, at: Date): Promise<number> {
  return tx.emailTracking.count({
    where: {
      teamId,
      event: "bounce",
      timestamp: { gte: new Date(at.getTime() - SOFT_BOUNCE_WINDOW_MS) },
      AND: [{ metadata: { path: ["kind"], equals: "soft" } }, { metadata: { path: ["recipient"], equals: address } }],
    },
  });
}

type SoftTally = Map<string, number>;

/**
 * Soft bounces in the window of each of `addresses` (lower-cased), in one query: the tally a group
 * of messages starts from, so that a group costs one count however many soft bounces it holds.
 */
async function softTally(tx: Transaction, teamId: string, addresses: string[], at: Date): Promise<SoftTally> {
  const tally: SoftTally = new Map();
  if (addresses.length === 0) return tally;
  const unique = [...new Set(addresses)];
  for (const address of unique) tally.set(`${teamId}\u0000${address}`, 0);
  const rows = await tx.$queryRaw<{ recipient: string; count: number }[]>`
    SELECT "metadata"->>'recipient' AS "recipient", count(*)::int AS "count"
    FROM "EmailTracking"
    WHERE "teamId" = ${teamId} AND "event" = 'bounce' AND NOT "isDeleted"
      AND "timestamp" >= ${new Date(at.getTime() - SOFT_BOUNCE_WINDOW_MS)}
      AND "metadata"->>'kind' = 'soft' AND "metadata"->>'recipient' = ANY(${unique})
    GROUP BY 1`;
  for (const row of rows) tally.set(`${teamId}\u0000${row.recipient}`, row.count);
  return tally;
}

const bounceRecipient = (email: OriginalEmail, bounce: BounceDetails) =>
  (bounce.recipient ?? email.contact?.email ?? recipientOf(email.to)).toLowerCase();

/** A bounce's entry: hard ones (and the third soft one in 30 days, `countsAsHard`) stop mail to the address. */
async function bounceEntry(
  tx: Transaction,
  email: OriginalEmail,
  bounce: BounceDetails,
  { at, source, tally }: { at: Date; source: string; tally: SoftTally },
): Promise<PendingEntry> {
  const recipient = bounceRecipient(email, bounce);
  let escalated = false;
  if (bounce.kind === "soft") {
    const key = `${email.teamId}\u0000${recipient}`;
    const before = tally.get(key) ?? (await softBouncesBefore(tx, email.teamId, recipient, at));
    tally.set(key, before + 1);
    escalated = before + 1 >= SOFT_BOUNCE_LIMIT;
  }
  const metadata = {
    kind: bounce.kind,
    status: bounce.status,
    diagnosticCode: bounce.diagnosticCode,
    recipient,
    source,
    ...(escalated ? { countsAsHard: true } : {}),
  };
  return { email, event: "bounce", metadata, isAutomated: false, stopsMail: bounce.kind === "hard" || escalated };
}

/** Writes the entries with one INSERT, then the effects of those that stop mail; answers them in order. */
async function insertEntries(
  tx: Transaction,
  pending: PendingEntry[],
  { at, source }: { at: Date; source: string | undefined },
): Promise<EmailTracking[]> {
  if (pending.length === 0) return [];
  const rows = await Promise.all(
    pending.map(async (entry) => ({
      ...(await buildTrackingRow(
        { emailId: entry.email.id, event: entry.event, timestamp: at, metadata: entry.metadata, fromHit: false },
        entry.email,
      )),
      id: randomUUID(),
      // Automatic replies are recorded but, like proxy opens, kept out of the human figures.
      isAutomated: entry.isAutomated,
    })),
  );
  const stored = new Map((await tx.emailTracking.createManyAndReturn({ data: rows })).map((row) => [row.id, row]));
  const stopping = pending.filter((entry) => entry.stopsMail);
  // The consent ledger's source: a provider's event webhook (`provider:<name>`), else the intake.
  const ledgerSource = source?.startsWith("provider:") ? "provider_event" : "inbound";
  for (const teamId of new Set(stopping.map((entry) => entry.email.teamId))) {
    const events = stopping.filter((entry) => entry.email.teamId === teamId);
    await applyNegativeEvents(tx, { teamId, events, source: ledgerSource });
  }
  return rows.map((row) => stored.get(row.id)!);
}

/** Send-time refusals (record-send-bounce.ts): hard bounces of emails already loaded. */
export async function recordBounces(
  tx: Transaction,
  bounces: { email: OriginalEmail; bounce: BounceDetails }[],
  { at, source }: { at: Date; source: string },
) {
  const tally: SoftTally = new Map();
  const pending: PendingEntry[] = [];
  for (const { email, bounce } of bounces) pending.push(await bounceEntry(tx, email, bounce, { at, source, tally }));
  return insertEntries(tx, pending, { at, source });
}

const referencedIds = (classification: Classification) =>
  classification.outcome === "reply"
    ? classification.referenced
    : "originalMessageIds" in classification
      ? classification.originalMessageIds
      : [];

const reportRecipient = (classification: Classification) =>
  classification.outcome === "bounce"
    ? classification.bounce.recipient
    : classification.outcome === "complaint"
      ? classification.recipient
      : null;

function notFound(
  classification: Exclude<Classification, { outcome: "ignored" | "unsubscribe" | "dmarc" }>,
): RecordedOutcome {
  const what =
    classification.outcome === "bounce"
      ? "A bounce"
      : classification.outcome === "complaint"
        ? "A complaint"
        : "A reply";
  const named = referencedIds(classification).length > 0 || reportRecipient(classification) !== null;
  const reason =
    classification.outcome !== "reply" && !named
      ? `${what} that names neither the original message nor its recipient`
      : `${what} about no email this team sent`;
  return { outcome: "ignored", reason, email: null, entry: null };
}

/**
 * Records each classification for the team (in order); answers what each became. `source` names
 * where the reports came from in the entries' metadata: the IMAP intake's are `imap:<shape>`, a
 * provider's event webhook's `provider:<name>`.
 */
export async function recordClassifications(
  tx: Transaction,
  {
    teamId,
    classifications,
    at,
    source,
  }: { teamId: string; classifications: Classification[]; at: Date; source?: string },
): Promise<RecordedOutcome[]> {
  const byMessageId = await emailsByMessageId(tx, teamId, classifications.flatMap(referencedIds));
  const returnPathIds = classifications.map(returnPathOf).filter((id): id is string => id !== null);
  const byReturnPath = await emailsById(tx, teamId, returnPathIds);
  const originals: (OriginalEmail | null)[] = [];
  for (const classification of classifications) {
    // The VERP token names the Email outright; then a quoted Message-ID; then the latest mail to the recipient.
    const verp = byReturnPath.get(returnPathOf(classification) ?? "");
    const recipient = reportRecipient(classification);
    const quoted = referencedIds(classification)
      .map((id) => byMessageId.get(id))
      .find(Boolean);
    originals.push(verp ?? quoted ?? (recipient ? await latestEmailTo(tx, teamId, recipient) : null));
  }
  const softAddresses = classifications.flatMap((classification, index) => {
    const email = originals[index];
    return classification.outcome === "bounce" && classification.bounce.kind === "soft" && email
      ? [bounceRecipient(email, classification.bounce)]
      : [];
  });
  const tally = await softTally(tx, teamId, softAddresses, at);
  const outcomes: RecordedOutcome[] = [];
  const pending: { index: number; entry: PendingEntry }[] = [];
  for (const [index, classification] of classifications.entries()) {
    if (classification.outcome === "ignored") {
      outcomes.push({ outcome: "ignored", reason: classification.reason, email: null, entry: null });
      continue;
    }
    if (classification.outcome === "dmarc") {
      outcomes.push({ ...(await recordDmarcReport(tx, teamId, classification.report)), email: null, entry: null });
      continue;
    }
    if (classification.outcome === "unsubscribe") {
      const done = await recordMailtoUnsubscribe(tx, teamId, classification);
      outcomes.push({ reason: null, ...done, email: null, entry: null });
      continue;
    }
    const email = originals[index];
    if (!email) {
      outcomes.push(notFound(classification));
      continue;
    }
    outcomes.push({ outcome: classification.outcome, reason: null, email, entry: null });
    if (classification.outcome === "bounce") {
      pending.push({
        index,
        entry: await bounceEntry(tx, email, classification.bounce, {
          at,
          source: source ?? `imap:${classification.shape}`,
          tally,
        }),
      });
    } else if (classification.outcome === "complaint") {
      const metadata = {
        feedbackType: classification.feedbackType,
        recipient: classification.recipient ?? email.contact?.email ?? null,
        userAgent: classification.userAgent,
        source: source ?? "imap:arf",
      };
      pending.push({ index, entry: { email, event: "complaint", metadata, isAutomated: false, stopsMail: true } });
    } else {
      const metadata = {
        subject: classification.subject,
        snippet: classification.snippet,
        from: classification.from,
        automatic: classification.automatic,
        source: "imap",
      };
      pending.push({
        index,
        entry: { email, event: "reply", metadata, isAutomated: classification.automatic, stopsMail: false },
      });
    }
  }
  const entries = await insertEntries(
    tx,
    pending.map(({ entry }) => entry),
    { at, source },
  );
  pending.forEach(({ index }, position) => {
    outcomes[index].entry = entries[position];
  });
  return outcomes;
}
