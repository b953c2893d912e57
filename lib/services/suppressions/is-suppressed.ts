import { db } from "@/lib/db";
import { suppressionKeys } from "./erased-address";

/**
 * Whether the team must not send marketing mail to `email` (unsubscribed, bounced, complained or
 * suppressed by hand). The sending pipeline asks before every marketing message.
 */
export async function isSuppressed({ teamId, email }: { teamId: string; email: string }): Promise<boolean> {
  // An erased address is suppressed by its keyed hash (erased-address.ts).
  const row = await db.suppression.findFirst({
    where: { teamId, email: { in: suppressionKeys(teamId, email) } },
    select: { id: true },
  });
  return row !== null;
}
