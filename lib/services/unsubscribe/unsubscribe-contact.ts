import { db, type Transaction } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordConsent, type ConsentRequestInfo } from "@/lib/services/consent/record-consent";
import { publishEvents } from "@/lib/services/events";
import { suppressAddress } from "@/lib/services/suppressions/suppress-address";
import type { ConsentSourceName } from "@/lib/validation/consent";
import type { UnsubscribeContact } from "./find-unsubscribe-contact";

export type UnsubscribeVia = { source: ConsentSourceName; sourceId?: string | null } & ConsentRequestInfo;

/**
 * The unsubscribe itself, in the caller's transaction: the address's contacts (in every list of
 * the team) still ACTIVE or PENDING become UNSUBSCRIBED, each with an `unsubscribed` ledger entry
 * saying how (`via`), a pending re-subscription of the address is withdrawn, and the address is
 * suppressed for the team. Answers the `unsubscribe` events
 * to publish once the transaction has committed (none when nothing changed).
 */
export async function unsubscribeAddress(
  tx: Transaction,
  { teamId, email }: Pick<UnsubscribeContact, "teamId" | "email">,
  { source, sourceId, ip, userAgent }: UnsubscribeVia,
): Promise<DomainEvent[]> {
  const unsubscribedAt = new Date();
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
  await recordConsent(
    tx,
    rows.map((row) => ({
      teamId,
      contactId: row.id,
      listId: row.listId,
      action: "unsubscribed" as const,
      source,
      sourceId,
      ip,
      userAgent,
    })),
  );
  // A re-subscription still waiting for its confirmation (lib/services/signup/pending-consent.ts) is
  // withdrawn with the rest: its link no longer stands for what the person wants.
  await tx.contact.updateMany({
    where: { teamId, email: { equals: email, mode: "insensitive" }, pendingConsent: { not: Prisma.DbNull } },
    data: { pendingConsent: Prisma.DbNull },
  });
  await suppressAddress(tx, { teamId, email, reason: "UNSUBSCRIBED" });
  return rows.map((row) => ({
    teamId,
    type: "unsubscribe" as const,
    timestamp: unsubscribedAt,
    data: { contactId: row.id, listId: row.listId, email: row.email, recipient: row.email },
  }));
}

/**
 * Unsubscribes the address from all of the team's marketing mail, in one transaction
 * (unsubscribeAddress). Idempotent: a second call changes nothing (the first unsubscribedAt stays)
 * and publishes nothing. BOUNCED and COMPLAINED contacts keep their stronger status. After commit,
 * one `unsubscribe` event per contact that changed.
 */
export async function unsubscribeContact(
  contact: Pick<UnsubscribeContact, "teamId" | "email">,
  via: UnsubscribeVia = { source: "one_click" },
) {
  const events = await db.$transaction((tx) => unsubscribeAddress(tx, contact, via));
  await publishEvents(events);
}
