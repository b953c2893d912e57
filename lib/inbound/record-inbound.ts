import type { Transaction } from "@/lib/db";
import type { EmailTracking, Prisma } from "@/lib/generated/prisma/client";
import { applyNegativeEvent } from "@/lib/services/tracking/apply-negative-event";
import { buildTrackingRow, TRACKED_EMAIL_SELECT } from "@/lib/tracking/build-entry";
import { recipientOf } from "@/lib/webhooks/tracking-events";
import type { BounceDetails, Classification } from "./classification";

// Turns a classified inbound message into a tracking entry on the team's original email, with the
// effects of API.md section 14. Everything happens in the caller's transaction (the one that also
// moves the mailbox checkpoint), so a message is recorded exactly once even across crashes.

/** Three soft bounces of one address within this window count as a hard bounce. */
export const SOFT_BOUNCE_LIMIT = 3;
export const SOFT_BOUNCE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export const EMAIL_SELECT = { ...TRACKED_EMAIL_SELECT, to: true, messageId: true, contact: { select: { email: true } } } as const;
type OriginalEmail = Prisma.EmailGetPayload<{ select: typeof EMAIL_SELECT }>;

export type RecordedOutcome = {
  outcome: "bounce" | "complaint" | "reply" | "ignored";
  reason: string | null;
  email: OriginalEmail | null;
  entry: EmailTracking | null;
};

/** The team's email a report is about: by the Message-IDs it quotes, else its latest to `recipient`. */
async function findOriginal(tx: Transaction, teamId: string, messageIds: string[], recipient: string | null): Promise<OriginalEmail | null> {
  if (messageIds.length > 0) {
    const byId = await tx.email.findFirst({ where: { teamId, messageId: { in: messageIds } }, select: EMAIL_SELECT, orderBy: { createdAt: "desc" } });
    if (byId) return byId;
  }
  if (!recipient) return null;
  return tx.email.findFirst({
    where: {
      teamId,
      status: { in: ["SENT", "BOUNCED", "FAILED"] },
      OR: [{ to: { equals: recipient, mode: "insensitive" } }, { to: { endsWith: `<${recipient}>`, mode: "insensitive" } }],
    },
    select: EMAIL_SELECT,
    orderBy: [{ sentAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
  });
}

/** Soft bounces of `address` in the window, this one included, reach the limit. */
async function softBouncesReachLimit(tx: Transaction, teamId: string, address: string, at: Date): Promise<boolean> {
  const earlier = await tx.emailTracking.count({
    where: {
      teamId,
      event: "bounce",
      timestamp: { gte: new Date(at.getTime() - SOFT_BOUNCE_WINDOW_MS) },
      AND: [{ metadata: { path: ["kind"], equals: "soft" } }, { metadata: { path: ["recipient"], equals: address } }],
    },
  });
  return earlier + 1 >= SOFT_BOUNCE_LIMIT;
}

function bounceMetadata(bounce: BounceDetails, extra: Record<string, unknown>) {
  return { kind: bounce.kind, status: bounce.status, diagnosticCode: bounce.diagnosticCode, recipient: bounce.recipient, ...extra };
}

/** The bounce's entry and effects; shared with send-time refusals (lib/inbound/record-send-bounce.ts). */
export async function recordBounce(tx: Transaction, email: OriginalEmail, bounce: BounceDetails, { at, source }: { at: Date; source: string }) {
  const recipient = (bounce.recipient ?? email.contact?.email ?? recipientOf(email.to)).toLowerCase();
  const details = { ...bounce, recipient };
  const escalated = details.kind === "soft" && (await softBouncesReachLimit(tx, email.teamId, recipient, at));
  const metadata = bounceMetadata(details, { source, ...(escalated ? { countsAsHard: true } : {}) });
  const row = await buildTrackingRow({ emailId: email.id, event: "bounce", timestamp: at, metadata, fromHit: false }, email);
  const entry = await tx.emailTracking.create({ data: row });
  if (details.kind === "hard" || escalated) await applyNegativeEvent(tx, { teamId: email.teamId, event: "bounce", email });
  return entry;
}

/** Records `classification` for the team; answers what was recorded (nothing for ignored ones). */
export async function recordClassification(
  tx: Transaction,
  { teamId, classification, at }: { teamId: string; classification: Classification; at: Date },
): Promise<RecordedOutcome> {
  if (classification.outcome === "ignored") return { outcome: "ignored", reason: classification.reason, email: null, entry: null };
  const ids = classification.outcome === "reply" ? classification.referenced : classification.originalMessageIds;
  const recipient = classification.outcome === "bounce" ? classification.bounce.recipient : classification.outcome === "complaint" ? classification.recipient : null;
  const email = await findOriginal(tx, teamId, ids, recipient);
  if (!email) {
    const what = classification.outcome === "bounce" ? "A bounce" : classification.outcome === "complaint" ? "A complaint" : "A reply";
    const reason =
      classification.outcome !== "reply" && ids.length === 0 && !recipient
        ? `${what} that names neither the original message nor its recipient`
        : `${what} about no email this team sent`;
    return { outcome: "ignored", reason, email: null, entry: null };
  }

  let entry: EmailTracking;
  if (classification.outcome === "bounce") {
    entry = await recordBounce(tx, email, classification.bounce, { at, source: `imap:${classification.shape}` });
  } else if (classification.outcome === "complaint") {
    const metadata = { feedbackType: classification.feedbackType, recipient: classification.recipient ?? email.contact?.email ?? null, userAgent: classification.userAgent, source: "imap:arf" };
    entry = await tx.emailTracking.create({ data: await buildTrackingRow({ emailId: email.id, event: "complaint", timestamp: at, metadata, fromHit: false }, email) });
    await applyNegativeEvent(tx, { teamId, event: "complaint", email });
  } else {
    const metadata = { subject: classification.subject, snippet: classification.snippet, from: classification.from, automatic: classification.automatic, source: "imap" };
    const row = await buildTrackingRow({ emailId: email.id, event: "reply", timestamp: at, metadata, fromHit: false }, email);
    // Automatic replies are recorded but, like proxy opens, kept out of the human figures.
    entry = await tx.emailTracking.create({ data: { ...row, isAutomated: classification.automatic } });
  }
  return { outcome: classification.outcome, reason: null, email, entry };
}
