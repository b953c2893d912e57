import { db, type Transaction } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordConsent, type ConsentRequestInfo } from "@/lib/services/consent/record-consent";
import { publishContactEvent } from "@/lib/services/contacts/publish-contact-event";
import { contactInclude, toContactDto } from "@/lib/services/contacts/to-contact-dto";
import { clearSuppression } from "@/lib/services/suppressions/clear-suppression";
import { readConfirmationClaim } from "./confirmation-token";
import { leftSince, readPendingConsent, type PendingConsent } from "./pending-consent";
import { sendWelcomeEmail } from "./send-welcome-email";

export type ConfirmOutcome =
  | { result: "confirmed" | "already_confirmed"; teamId: string; listName: string; language: string | null }
  | { result: "invalid" };

type Claimed = { id: string; teamId: string; listId: string; email: string };

/**
 * A re-subscription's confirmation (pending-consent.ts): the person's own mailbox answered, so the
 * unsubscribe, bounce and complaint suppressions of the address are lifted (a manual block or an
 * erasure's is not), and the ledger says `resubscribed` with the signup's IP, browser and wording.
 */
async function confirmResubscription(tx: Transaction, contact: Claimed, note: PendingConsent) {
  for (const reason of ["UNSUBSCRIBED", "BOUNCED", "COMPLAINED"] as const)
    await clearSuppression(tx, { teamId: contact.teamId, email: contact.email, reason });
  await recordConsent(tx, [
    {
      teamId: contact.teamId,
      contactId: contact.id,
      listId: contact.listId,
      action: "resubscribed",
      source: "signup_form",
      ip: note.ip,
      userAgent: note.userAgent,
      consentText: note.consentText,
    },
  ]);
}

/**
 * GET /public/confirm/{token}: the double opt-in. A PENDING contact becomes ACTIVE with
 * confirmedAt, and the confirmed consent lifts an earlier unsubscribe's suppression (ledger
 * `confirmed`, with the IP and browser that followed the link). A contact with a pending
 * re-subscription becomes ACTIVE from any status (ledger `resubscribed`), unless the link is older
 * than that request or the contact left again since. Confirming twice is harmless; a forged or
 * expired token, or a contact no longer PENDING or ACTIVE without such a request, is "invalid".
 */
export async function confirmSubscription(token: string, request: ConsentRequestInfo = {}): Promise<ConfirmOutcome> {
  const claim = readConfirmationClaim(token);
  if (!claim) return { result: "invalid" };
  const outcome = await db.$transaction(async (tx) => {
    const contact = await tx.contact.findFirst({
      where: { id: claim.contactId },
      include: { list: { select: { name: true } } },
    });
    if (!contact) return null;
    const base = { teamId: contact.teamId, listName: contact.list.name, language: contact.language };
    if (contact.status === "ACTIVE") return { ...base, result: "already_confirmed" as const, row: null };
    const note = readPendingConsent(contact.pendingConsent);
    const requestedAt = note ? new Date(note.requestedAt) : null;
    const resubscribing =
      note !== null &&
      requestedAt !== null &&
      claim.issuedAt.getTime() >= Math.floor(requestedAt.getTime() / 1000) * 1000 &&
      !(await leftSince(tx, contact.id, requestedAt));
    if (!resubscribing && contact.status !== "PENDING") return null;
    const confirmed = await tx.contact.updateMany({
      where: { id: contact.id, status: contact.status },
      data: { status: "ACTIVE", confirmedAt: new Date(), unsubscribedAt: null, pendingConsent: Prisma.DbNull },
    });
    if (confirmed.count === 0) return { ...base, result: "already_confirmed" as const, row: null };
    if (resubscribing && note) await confirmResubscription(tx, contact, note);
    else {
      await clearSuppression(tx, { teamId: contact.teamId, email: contact.email, reason: "UNSUBSCRIBED" });
      await recordConsent(tx, [
        {
          teamId: contact.teamId,
          contactId: contact.id,
          listId: contact.listId,
          action: "confirmed",
          source: "signup_form",
          ...request,
        },
      ]);
    }
    const row = await tx.contact.findUniqueOrThrow({ where: { id: contact.id }, include: contactInclude });
    return { ...base, result: "confirmed" as const, row };
  });
  if (!outcome) return { result: "invalid" };
  const { row, ...answer } = outcome;
  if (row) {
    publishContactEvent({ teamId: row.teamId, type: "contact.updated", contact: toContactDto(row) });
    await sendWelcomeEmail({ teamId: row.teamId, email: row.email, listName: answer.listName });
  }
  return answer;
}
