import { db } from "@/lib/db";
import { publishEvents } from "@/lib/services/events/publish-events";
import { suppressAddress } from "@/lib/services/suppressions/suppress-address";
import type { UnsubscribeContact } from "./find-unsubscribe-contact";

/**
 * Unsubscribes the address from all of the team's marketing mail, in one transaction: its contacts
 * (in every list of the team) still ACTIVE or PENDING become UNSUBSCRIBED, and the address is
 * suppressed for the team. Idempotent: a second call changes nothing (the first unsubscribedAt
 * stays) and publishes nothing. BOUNCED and COMPLAINED contacts keep their stronger status.
 * After commit, one `unsubscribe` event per contact that changed.
 */
export async function unsubscribeContact(contact: Pick<UnsubscribeContact, "teamId" | "email">) {
  const { teamId, email } = contact;
  const unsubscribedAt = new Date();
  const changed = await db.$transaction(async (tx) => {
    const where = {
      teamId,
      email: { equals: email, mode: "insensitive" as const },
      status: { in: ["ACTIVE" as const, "PENDING" as const] },
    };
    const rows = await tx.contact.findMany({ where, select: { id: true, listId: true, email: true } });
    await tx.contact.updateMany({
      where: { ...where, id: { in: rows.map((row) => row.id) } },
      data: { status: "UNSUBSCRIBED", unsubscribedAt },
    });
    await suppressAddress(tx, { teamId, email, reason: "UNSUBSCRIBED" });
    return rows;
  });
  await publishEvents(
    changed.map((row) => ({
      teamId,
      type: "unsubscribe" as const,
      timestamp: unsubscribedAt,
      data: { contactId: row.id, listId: row.listId, email: row.email, recipient: row.email },
    })),
  );
}
