import { db } from "@/lib/db";
import { type Campaign, type Contact, Prisma } from "@/lib/generated/prisma/client";

// Who a follow-up (resend to non-openers) goes to: the contacts that were sent the parent
// campaign's last run (SENT rows, so bounced and failed ones are out) and have no human open of
// that email as of the follow-up's start. Human means what the reports count (docs/contract.md section 12):
// proxy-flagged opens and scanner clicks (isAutomated) do not count, and a human click counts as an
// open. The cut-off at the run's start fixes the audience when the follow-up starts sending, so a
// resumed run walks the same people. Still ACTIVE and not on the team's suppression list
// (unsubscribed, bounced, complained); and nobody an earlier follow-up of the same campaign already
// reached (a cancelled or failed one makes room for a new follow-up, not for a second message).

type FollowUp = Pick<Campaign, "teamId" | "followUpOfId"> & { id: string | null };

async function parentRun({ teamId, followUpOfId }: FollowUp): Promise<number> {
  // Naming isDeleted (even as undefined) keeps the soft-delete filter out: a follow-up in flight
  // keeps its audience if its parent is deleted meanwhile.
  const parent = await db.campaign.findFirst({
    where: { id: followUpOfId!, teamId, isDeleted: undefined },
    select: { runCount: true },
  });
  if (!parent) throw new Error(`campaign ${followUpOfId} not found`);
  return parent.runCount;
}

/** The audience as a predicate over "Contact" c, as of `asOf` (for statements that draw from it, like an A/B test group). */
export async function followUpAudienceWhere(followUp: FollowUp, asOf: Date): Promise<Prisma.Sql> {
  const run = await parentRun(followUp);
  const parentId = followUp.followUpOfId!;
  return Prisma.sql`c."teamId" = ${followUp.teamId} AND c."isDeleted" = false AND c."status" = 'ACTIVE'
    AND c."id" IN (SELECT p."contactId" FROM "Email" p
      WHERE p."campaignId" = ${parentId} AND p."campaignRun" = ${run} AND p."test" = false AND p."isDeleted" = false AND p."status" = 'SENT'
        AND NOT EXISTS (SELECT 1 FROM "EmailTracking" t WHERE t."emailId" = p."id" AND t."event" IN ('open', 'click')
          AND t."isAutomated" = false AND t."isDeleted" = false AND t."timestamp" <= ${asOf}))
    AND NOT EXISTS (SELECT 1 FROM "Suppression" s WHERE s."teamId" = c."teamId" AND s."email" = lower(c."email") AND s."isDeleted" = false)
    AND NOT EXISTS (SELECT 1 FROM "Email" f JOIN "Campaign" fc ON fc."id" = f."campaignId"
      WHERE fc."followUpOfId" = ${parentId} AND fc."id" <> ${followUp.id ?? ""} AND f."contactId" = c."id" AND f."test" = false AND f."status" <> 'CANCELLED')`;
}

export async function countFollowUpAudience(followUp: FollowUp, asOf: Date): Promise<number> {
  const where = await followUpAudienceWhere(followUp, asOf);
  const [row] = await db.$queryRaw<{ count: number }[]>(
    Prisma.sql`SELECT count(*)::int AS "count" FROM "Contact" c WHERE ${where}`,
  );
  return row.count;
}

/** The next `take` contacts of the audience after `cursor`, by id (the fan-out's walk). */
export async function followUpAudienceBatch(
  followUp: FollowUp,
  asOf: Date,
  cursor: string | undefined,
  take: number,
): Promise<Contact[]> {
  const where = await followUpAudienceWhere(followUp, asOf);
  const after = cursor ? Prisma.sql`AND c."id" > ${cursor}` : Prisma.empty;
  const ids = await db.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT c."id" FROM "Contact" c WHERE ${where} ${after} ORDER BY c."id" LIMIT ${take}`,
  );
  if (ids.length === 0) return [];
  return db.contact.findMany({
    where: { teamId: followUp.teamId, id: { in: ids.map(({ id }) => id) } },
    orderBy: { id: "asc" },
  });
}
