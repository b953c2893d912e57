import { db } from "@/lib/db";
import { suppressAddress } from "@/lib/services/suppressions/suppress-address";
import type { UnsubscribeContact } from "./find-unsubscribe-contact";

/**
 * Unsubscribes the address from all of the team's marketing mail, in one transaction: its contacts
 * (in every list of the team) still ACTIVE or PENDING become UNSUBSCRIBED, and the address is
 * suppressed for the team. Idempotent: a second call changes nothing (the first unsubscribedAt
 * stays). BOUNCED and COMPLAINED contacts keep their stronger status.
 */
export async function unsubscribeContact(contact: Pick<UnsubscribeContact, "teamId" | "email">) {
  const { teamId, email } = contact;
  await db.$transaction(async (tx) => {
    await tx.contact.updateMany({
      where: { teamId, email: { equals: email, mode: "insensitive" }, status: { in: ["ACTIVE", "PENDING"] } },
      data: { status: "UNSUBSCRIBED", unsubscribedAt: new Date() },
    });
    await suppressAddress(tx, { teamId, email, reason: "UNSUBSCRIBED" });
  });
}
