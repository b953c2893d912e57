import { db } from "@/lib/db";
import { type Campaign, type Contact, Prisma } from "@/lib/generated/prisma/client";
import { segmentAudienceWhere } from "@/lib/services/segments/segment-audience";
import { followUpAudienceWhere } from "../follow-up/follow-up-audience";
import { topicAudienceWhere } from "@/lib/services/topics/topic-audience";
import type { AbTest } from "@/lib/validation/ab-tests";

// The test group of an A/B run: testPercent of the run's audience, drawn by a hash of campaign and
// contact (the same draw however often it is made), ordered by that hash and dealt round-robin to
// the variants, so the variants' groups differ by at most one. Drawn once per run, in one
// statement, before the first test batch; a restarted job finds it drawn (ON CONFLICT DO NOTHING
// makes a concurrent second draw, which picks the same rows, harmless).

export type AudienceContact = Contact & { abVariant?: number };
type AbCampaign = Pick<
  Campaign,
  "id" | "teamId" | "listId" | "segmentId" | "topicId" | "followUpOfId" | "runCount" | "abTest"
>;

/**
 * The run's audience as a predicate over "Contact" c (also the groups of a local-time run:
 * local-time/*), narrowed to the campaign's topic when it names one.
 */
export async function audienceWhere(
  campaign: Omit<AbCampaign, "id" | "runCount" | "abTest"> & { id: string | null },
  startedAt: Date,
): Promise<Prisma.Sql> {
  const own = await sourceWhere(campaign, startedAt);
  if (!campaign.topicId) return own;
  return Prisma.sql`${own} AND ${await topicAudienceWhere(campaign.teamId, campaign.topicId)}`;
}

async function sourceWhere(
  campaign: Omit<AbCampaign, "id" | "runCount" | "abTest"> & { id: string | null },
  startedAt: Date,
): Promise<Prisma.Sql> {
  if (campaign.followUpOfId) return followUpAudienceWhere(campaign, startedAt);
  if (campaign.segmentId)
    return segmentAudienceWhere({ teamId: campaign.teamId, segmentId: campaign.segmentId, startedAt });
  return Prisma.sql`c."teamId" = ${campaign.teamId} AND c."listId" = ${campaign.listId} AND c."isDeleted" = false AND c."status" = 'ACTIVE' AND c."createdAt" <= ${startedAt}`;
}

/** Size of the test group: testPercent of the audience, rounded up, at least one per variant. */
function testGroupSize(audience: number, test: AbTest) {
  return Math.min(audience, Math.max(test.variants.length, Math.ceil((audience * test.testPercent) / 100)));
}

async function drawTestGroup(campaign: AbCampaign, startedAt: Date) {
  const drawn = await db.$queryRaw<
    { one: number }[]
  >`SELECT 1 AS "one" FROM "AbAssignment" WHERE "campaignId" = ${campaign.id} AND "campaignRun" = ${campaign.runCount} LIMIT 1`;
  if (drawn.length > 0) return;
  const test = campaign.abTest as AbTest;
  const where = await audienceWhere(campaign, startedAt);
  const [{ count }] = await db.$queryRaw<{ count: number }[]>(
    Prisma.sql`SELECT count(*)::int AS "count" FROM "Contact" c WHERE ${where}`,
  );
  const size = testGroupSize(count, test);
  await db.$executeRaw(Prisma.sql`
    INSERT INTO "AbAssignment" ("campaignId", "campaignRun", "contactId", "variant")
    SELECT ${campaign.id}, ${campaign.runCount}, s."id", ((row_number() OVER (ORDER BY s."draw", s."id")) - 1) % ${test.variants.length}
    FROM (SELECT c."id", md5(${campaign.id} || c."id") AS "draw" FROM "Contact" c WHERE ${where} ORDER BY 2, 1 LIMIT ${size}) s
    ON CONFLICT DO NOTHING`);
}

/** The next test-group contacts after `cursor` (by id) still in the audience, each with its variant. */
export async function testGroupBatch(
  campaign: AbCampaign,
  startedAt: Date,
  cursor: string | undefined,
  take: number,
): Promise<AudienceContact[]> {
  await drawTestGroup(campaign, startedAt);
  const after = cursor ? Prisma.sql`AND a."contactId" > ${cursor}` : Prisma.empty;
  const rows = await db.$queryRaw<{ contactId: string; variant: number }[]>(Prisma.sql`
    SELECT a."contactId", a."variant" FROM "AbAssignment" a
    WHERE a."campaignId" = ${campaign.id} AND a."campaignRun" = ${campaign.runCount} ${after}
    ORDER BY a."contactId" LIMIT ${take}`);
  if (rows.length === 0) return [];
  const variants = new Map(rows.map((row) => [row.contactId, row.variant]));
  // Still ACTIVE and live: someone who unsubscribed since the draw is left out.
  const contacts = await db.contact.findMany({
    where: { teamId: campaign.teamId, id: { in: [...variants.keys()] }, status: "ACTIVE" },
    orderBy: { id: "asc" },
  });
  const batch = contacts.map((contact) => ({ ...contact, abVariant: variants.get(contact.id)! }));
  // Contacts that left the audience must not make the batch look like the walk's last one.
  if (batch.length < take && rows.length === take)
    return [
      ...batch,
      ...(await testGroupBatch(campaign, startedAt, rows[rows.length - 1].contactId, take - batch.length)),
    ];
  return batch;
}
