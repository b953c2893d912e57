import { db } from "@/lib/db";

/**
 * Whether the team must not send marketing mail to `email` (unsubscribed, bounced, complained or
 * suppressed by hand). The sending pipeline asks before every marketing message.
 */
export async function isSuppressed({ teamId, email }: { teamId: string; email: string }): Promise<boolean> {
  const row = await db.suppression.findFirst({ where: { teamId, email: email.trim().toLowerCase() }, select: { id: true } });
  return row !== null;
}
