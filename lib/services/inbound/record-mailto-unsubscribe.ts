import type { Transaction } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import { readUnsubscribeTarget } from "@/lib/mail/unsubscribe-token";
import { unsubscribeAddress } from "@/lib/services/unsubscribe/unsubscribe-contact";

// A mail to the List-Unsubscribe mailto address, read by the team's IMAP intake (docs/contract.md
// section 21): its token names the contact (or, for mail to a non-contact, the team and address);
// without a genuine token of this team, the sender must be a contact of the team. Either way the
// address is unsubscribed from all of the team's marketing mail, as by the one-click link, with
// ledger source `mailto`.

export type MailtoOutcome =
  | { outcome: "unsubscribe"; events: DomainEvent[] }
  | { outcome: "ignored"; reason: string; events: DomainEvent[] };

async function addressOf(
  tx: Transaction,
  teamId: string,
  { token, from }: { token: string | null; from: string | null },
): Promise<string | null> {
  const target = token ? readUnsubscribeTarget(token) : null;
  if (target && "contactId" in target) {
    const contact = await tx.contact.findFirst({ where: { id: target.contactId, teamId }, select: { email: true } });
    if (contact) return contact.email;
  } else if (target?.teamId === teamId) return target.email;
  if (!from) return null;
  const sender = await tx.contact.findFirst({
    where: { teamId, email: { equals: from, mode: "insensitive" } },
    select: { email: true },
  });
  return sender?.email ?? null;
}

export async function recordMailtoUnsubscribe(
  tx: Transaction,
  teamId: string,
  request: { token: string | null; from: string | null },
): Promise<MailtoOutcome> {
  const email = await addressOf(tx, teamId, request);
  if (!email)
    return {
      outcome: "ignored",
      reason: "A mail to the unsubscribe address about no contact of this team",
      events: [],
    };
  return { outcome: "unsubscribe", events: await unsubscribeAddress(tx, { teamId, email }, { source: "mailto" }) };
}
