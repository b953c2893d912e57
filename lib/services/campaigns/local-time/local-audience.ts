import { db } from "@/lib/db";
import { type Campaign, type Contact, Prisma } from "@/lib/generated/prisma/client";
import { audienceWhere } from "../ab/ab-audience";

// The run's audience split by each contact's time zone (null: the team's). A local-time run walks
// the contacts of the groups that are due and still have no Email row of the run: the unique
// (campaignId, campaignRun, contactId) key makes each contact's row exist once, and asking for
// "no row yet" (rather than resuming after the highest id, as a plain run does) lets every group
// walk from the start and a re-run or restarted group skip whoever already has theirs. A contact
// whose zone changes mid-run is picked up by the next walk that finds its new zone due.

type LocalCampaign = Pick<
  Campaign,
  "id" | "teamId" | "listId" | "segmentId" | "topicId" | "followUpOfId" | "runCount" | "abTest"
>;

const zoneOf = (teamZone: string) => Prisma.sql`COALESCE(c."timezone", ${teamZone})`;

const noRowYet = (campaign: LocalCampaign) =>
  Prisma.sql`NOT EXISTS (SELECT 1 FROM "Email" e WHERE e."campaignId" = ${campaign.id} AND e."campaignRun" = ${campaign.runCount} AND e."contactId" = c."id")`;

/** The zones of the audience's contacts that have no row of the run yet. */
export async function remainingZones(campaign: LocalCampaign, startedAt: Date, teamZone: string): Promise<string[]> {
  const where = await audienceWhere(campaign, startedAt);
  const rows = await db.$queryRaw<{ zone: string }[]>(
    Prisma.sql`SELECT DISTINCT ${zoneOf(teamZone)} AS "zone" FROM "Contact" c WHERE ${where} AND ${noRowYet(campaign)}`,
  );
  return rows.map((row) => row.zone);
}

/** The next `take` contacts after `cursor` (by id) in the `due` zones that have no row of the run yet. */
export async function localAudienceBatch(
  campaign: LocalCampaign,
  startedAt: Date,
  cursor: string | undefined,
  take: number,
  teamZone: string,
  due: string[],
): Promise<Contact[]> {
  if (due.length === 0) return [];
  const where = await audienceWhere(campaign, startedAt);
  const after = cursor ? Prisma.sql`AND c."id" > ${cursor}` : Prisma.empty;
  const ids = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT c."id" FROM "Contact" c
    WHERE ${where} AND ${zoneOf(teamZone)} = ANY(${due}::text[]) AND ${noRowYet(campaign)} ${after}
    ORDER BY c."id" LIMIT ${take}`);
  if (ids.length === 0) return [];
  return db.contact.findMany({
    where: { teamId: campaign.teamId, id: { in: ids.map(({ id }) => id) } },
    orderBy: { id: "asc" },
  });
}

export type ZoneProgress = { zone: string; contacts: number; rows: number; processed: number };

/** Per zone: the audience's contacts, those with a row of the run, and those done with (sent, bounced, failed, cancelled). */
export async function zoneProgress(
  campaign: LocalCampaign,
  startedAt: Date,
  teamZone: string,
): Promise<ZoneProgress[]> {
  const where = await audienceWhere(campaign, startedAt);
  return db.$queryRaw<ZoneProgress[]>(Prisma.sql`
    SELECT ${zoneOf(teamZone)} AS "zone", count(*)::int AS "contacts", count(e."id")::int AS "rows",
           (count(e."id") FILTER (WHERE e."status" IN ('SENT', 'BOUNCED', 'FAILED', 'CANCELLED')))::int AS "processed"
    FROM "Contact" c
    LEFT JOIN "Email" e ON e."campaignId" = ${campaign.id} AND e."campaignRun" = ${campaign.runCount} AND e."contactId" = c."id" AND e."test" = false
    WHERE ${where}
    GROUP BY 1`);
}
