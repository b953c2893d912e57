import { db } from "@/lib/db";
import type { Contact } from "@/lib/generated/prisma/client";
import { suppressionKeys } from "@/lib/services/suppressions/erased-address";

const LEAVING_STATUSES = ["UNSUBSCRIBED", "BOUNCED", "COMPLAINED"] as const;

/**
 * Why a contact may not be in a marketing flow (unsubscribed, bounced, complained, or on the
 * team's suppression list), or null when it may.
 */
export async function marketingRefusal(contact: Contact): Promise<string | null> {
  if ((LEAVING_STATUSES as readonly string[]).includes(contact.status))
    return `contact is ${contact.status.toLowerCase()}`;
  const suppressed = await db.suppression.findFirst({
    where: { teamId: contact.teamId, email: { in: suppressionKeys(contact.teamId, contact.email) } },
    select: { reason: true },
  });
  return suppressed ? `address is suppressed (${suppressed.reason.toLowerCase()})` : null;
}
