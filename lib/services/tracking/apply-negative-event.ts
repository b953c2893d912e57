import type { Transaction } from "@/lib/db";
import type { TrackingEvent } from "@/lib/generated/prisma/enums";
import { suppressAddress } from "@/lib/services/suppressions/suppress-address";

/** The bare address of an Email's `to` ("Ada <ada@example.com>" or "ada@example.com"). */
function recipientAddress(to: string): string | null {
  const address = (/<([^<>]+)>\s*$/.exec(to)?.[1] ?? to).trim();
  return address.includes("@") ? address : null;
}

/**
 * A bounce or a complaint stops mail to the address for the whole team: its contacts in every list
 * become BOUNCED or COMPLAINED (a complaint outranks a bounce, never the other way round), the
 * address is suppressed with that reason, and a bounced email is marked BOUNCED. Other events
 * change nothing. Runs inside the caller's transaction, with the entry it belongs to.
 */
export async function applyNegativeEvent(
  tx: Transaction,
  { teamId, event, email }: { teamId: string; event: TrackingEvent; email: { id: string; to: string; contact: { email: string } | null } },
) {
  if (event !== "bounce" && event !== "complaint") return;
  const address = email.contact?.email ?? recipientAddress(email.to);
  if (event === "bounce") await tx.email.update({ where: { id: email.id }, data: { status: "BOUNCED" } });
  if (!address) return;
  const status = event === "bounce" ? "BOUNCED" : "COMPLAINED";
  await tx.contact.updateMany({
    where: { teamId, email: { equals: address, mode: "insensitive" }, status: { notIn: event === "bounce" ? ["BOUNCED", "COMPLAINED"] : ["COMPLAINED"] } },
    data: { status },
  });
  await suppressAddress(tx, { teamId, email: address, reason: status });
}
