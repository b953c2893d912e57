import type { Transaction } from "@/lib/db";
import type { ContactStatus, TrackingEvent } from "@/lib/generated/prisma/enums";
import { recordConsent } from "@/lib/services/consent/record-consent";
import { suppressAddresses } from "@/lib/services/suppressions/suppress-addresses";
import type { ConsentSourceName } from "@/lib/validation/consent";

/** The bare address of an Email's `to` ("Ada <ada@example.com>" or "ada@example.com"). */
function recipientAddress(to: string): string | null {
  const address = (/<([^<>]+)>\s*$/.exec(to)?.[1] ?? to).trim();
  return address.includes("@") ? address : null;
}

type NegativeEvent = { event: TrackingEvent; email: { id: string; to: string; contact: { email: string } | null } };

/**
 * A bounce or a complaint stops mail to the address for the whole team: its contacts in every list
 * become BOUNCED or COMPLAINED (a complaint outranks a bounce, never the other way round), the
 * address is suppressed with that reason, and a bounced email is marked BOUNCED. Other events
 * change nothing. Each contact that changes gets a `bounced` or `complained` consent ledger entry
 * from `source` (the IMAP intake, a provider's events, the API). Runs inside the caller's
 * transaction, with the entries it belongs to; a batch costs the same few statements as one event.
 */
export async function applyNegativeEvents(
  tx: Transaction,
  { teamId, events, source }: { teamId: string; events: NegativeEvent[]; source: ConsentSourceName },
) {
  const bounces = events.filter(({ event }) => event === "bounce");
  const complaints = events.filter(({ event }) => event === "complaint");
  if (bounces.length > 0)
    await tx.email.updateMany({
      where: { id: { in: bounces.map(({ email }) => email.id) } },
      data: { status: "BOUNCED" },
    });
  // Bounces first, so that a complaint in the same batch has the last word.
  for (const [batch, status] of [
    [bounces, "BOUNCED"],
    [complaints, "COMPLAINED"],
  ] as const) {
    const addresses = batch.flatMap(({ email }) => {
      const address = email.contact?.email ?? recipientAddress(email.to);
      return address ? [address.toLowerCase()] : [];
    });
    if (addresses.length === 0) continue;
    const where = {
      teamId,
      email: { in: addresses, mode: "insensitive" as const },
      status: { notIn: status === "BOUNCED" ? ["BOUNCED", "COMPLAINED"] : ["COMPLAINED"] } as {
        notIn: ContactStatus[];
      },
    };
    const changing = await tx.contact.findMany({ where, select: { id: true, listId: true } });
    if (changing.length > 0) {
      await tx.contact.updateMany({ where: { ...where, id: { in: changing.map((row) => row.id) } }, data: { status } });
      const action = status === "BOUNCED" ? ("bounced" as const) : ("complained" as const);
      await recordConsent(
        tx,
        changing.map((row) => ({ teamId, contactId: row.id, listId: row.listId, action, source })),
      );
    }
    await suppressAddresses(tx, { teamId, emails: addresses, reason: status });
  }
}

export function applyNegativeEvent(
  tx: Transaction,
  { teamId, event, email, source }: { teamId: string; source: ConsentSourceName } & NegativeEvent,
) {
  return applyNegativeEvents(tx, { teamId, events: [{ event, email }], source });
}
