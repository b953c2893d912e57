import type { Prisma } from "@/lib/generated/prisma/client";
import type { Transaction } from "@/lib/db";
import type { ConsentRequestInfo } from "@/lib/services/consent/record-consent";

// A signup of someone who had left (unsubscribed, bounced, complained, or whose address is
// suppressed) changes nothing but this note on the contact, Contact.pendingConsent: when it was
// asked for, from where, with which wording. Only the mailed confirmation acts on it
// (confirm-subscription.ts), so knowing an address is not enough to subscribe it again
// (docs/contract.md section 21).

export type PendingConsent = {
  requestedAt: string;
  ip: string | null;
  userAgent: string | null;
  consentText: string | null;
};

export function pendingConsentNote(
  at: Date,
  request: ConsentRequestInfo,
  consentText: string | undefined,
): Prisma.InputJsonObject {
  return {
    requestedAt: at.toISOString(),
    ip: request.ip ?? null,
    userAgent: request.userAgent ?? null,
    consentText: consentText ?? null,
  } satisfies PendingConsent;
}

export function readPendingConsent(value: Prisma.JsonValue | null): PendingConsent | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const note = value as Partial<PendingConsent>;
  return typeof note.requestedAt === "string" ? (note as PendingConsent) : null;
}

/**
 * Whether the contact left again (an unsubscribe, a bounce or a complaint in the ledger) after the
 * re-subscription was asked for: its confirmation link then no longer stands for current consent.
 */
export async function leftSince(tx: Transaction, contactId: string, since: Date): Promise<boolean> {
  const left = await tx.consentEvent.findFirst({
    where: { contactId, action: { in: ["unsubscribed", "bounced", "complained"] }, createdAt: { gt: since } },
    select: { id: true },
  });
  return left !== null;
}
