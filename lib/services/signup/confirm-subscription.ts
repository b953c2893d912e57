import { db } from "@/lib/db";
import { publishContactEvent } from "@/lib/services/contacts/publish-contact-event";
import { contactInclude, toContactDto } from "@/lib/services/contacts/to-contact-dto";
import { clearSuppression } from "@/lib/services/suppressions/clear-suppression";
import { readConfirmationToken } from "./confirmation-token";
import { sendWelcomeEmail } from "./send-welcome-email";

export type ConfirmOutcome =
  | { result: "confirmed" | "already_confirmed"; teamId: string; listName: string; language: string | null }
  | { result: "invalid" };

/**
 * GET /public/confirm/{token}: the double opt-in. A PENDING contact becomes ACTIVE with
 * confirmedAt, and the confirmed consent lifts an earlier unsubscribe's suppression. Confirming
 * twice is harmless; a forged or expired token, or a contact no longer PENDING or ACTIVE (it has
 * unsubscribed since), is "invalid".
 */
export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const contactId = readConfirmationToken(token);
  if (!contactId) return { result: "invalid" };
  const outcome = await db.$transaction(async (tx) => {
    const contact = await tx.contact.findFirst({
      where: { id: contactId },
      include: { list: { select: { name: true } } },
    });
    if (!contact || (contact.status !== "PENDING" && contact.status !== "ACTIVE")) return null;
    const base = { teamId: contact.teamId, listName: contact.list.name, language: contact.language };
    if (contact.status === "ACTIVE") return { ...base, result: "already_confirmed" as const, row: null };
    const confirmed = await tx.contact.updateMany({
      where: { id: contact.id, status: "PENDING" },
      data: { status: "ACTIVE", confirmedAt: new Date() },
    });
    if (confirmed.count === 0) return { ...base, result: "already_confirmed" as const, row: null };
    await clearSuppression(tx, { teamId: contact.teamId, email: contact.email, reason: "UNSUBSCRIBED" });
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
