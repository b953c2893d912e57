import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { assertSenderDomain } from "@/lib/services/domains/assert-sender-domain";
import { countSegmentAudience, segmentAudienceBatch } from "@/lib/services/segments/segment-audience";
import { type AudienceContact, audienceWhere as audienceSql, testGroupBatch } from "./ab/ab-audience";
import { countFollowUpAudience, followUpAudienceBatch } from "./follow-up/follow-up-audience";
import { type Campaign, Prisma } from "@/lib/generated/prisma/client";

// A run's audience: the list's ACTIVE contacts that existed when the run started. Contacts added
// later have a later createdAt and wait for the next run; the walk goes by contact id.

function audienceWhere(campaign: Pick<Campaign, "teamId" | "listId">, startedAt: Date): Prisma.ContactWhereInput {
  return { teamId: campaign.teamId, listId: campaign.listId!, status: "ACTIVE", createdAt: { lte: startedAt } };
}

type AudienceOf = Pick<
  Campaign,
  "id" | "teamId" | "listId" | "segmentId" | "topicId" | "followUpOfId" | "runCount" | "abTest" | "abPhase"
>;

// A topic campaign's audience is its list's, segment's or follow-up's narrowed by the topic
// (ab/ab-audience.ts, lib/services/topics/topic-audience.ts), counted and walked in SQL.

async function countTopicAudience(campaign: AudienceOf, startedAt: Date): Promise<number> {
  const where = await audienceSql(campaign, startedAt);
  const [row] = await db.$queryRaw<{ count: number }[]>(
    Prisma.sql`SELECT count(*)::int AS "count" FROM "Contact" c WHERE ${where}`,
  );
  return row.count;
}

async function topicAudienceBatch(campaign: AudienceOf, startedAt: Date, cursor: string | undefined, take: number) {
  const where = await audienceSql(campaign, startedAt);
  const after = cursor ? Prisma.sql`AND c."id" > ${cursor}` : Prisma.empty;
  const ids = await db.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT c."id" FROM "Contact" c WHERE ${where} ${after} ORDER BY c."id" LIMIT ${take}`,
  );
  if (ids.length === 0) return [];
  return db.contact.findMany({
    where: { teamId: campaign.teamId, id: { in: ids.map(({ id }) => id) } },
    orderBy: { id: "asc" },
  });
}

/** A list campaign's audience, or a segment's (lib/services/segments/segment-audience.ts), or a follow-up's. */
export function countAudience(campaign: AudienceOf, startedAt: Date) {
  if (campaign.topicId) return countTopicAudience(campaign, startedAt);
  if (campaign.followUpOfId) return countFollowUpAudience(campaign, startedAt);
  if (campaign.segmentId)
    return countSegmentAudience({ teamId: campaign.teamId, segmentId: campaign.segmentId, startedAt });
  return db.contact.count({ where: audienceWhere(campaign, startedAt) });
}

/**
 * The audience's size when under `cap`, else `cap`: the count stops at the bound, so a send can
 * tell a small audience's size (or an empty one) without reading a million rows (run-total.ts).
 */
export async function countAudienceUpTo(campaign: AudienceOf, startedAt: Date, cap: number): Promise<number> {
  const where = await audienceSql(campaign, startedAt);
  const [row] = await db.$queryRaw<{ count: number }[]>(
    Prisma.sql`SELECT count(*)::int AS "count" FROM (SELECT 1 FROM "Contact" c WHERE ${where} LIMIT ${cap}) s`,
  );
  return row.count;
}

/** The run's next `take` contacts after `cursor`, by contact id (the fan-out's walk). */
export async function nextAudienceBatch(
  campaign: AudienceOf,
  startedAt: Date,
  cursor: string | undefined,
  take: number,
): Promise<AudienceContact[]> {
  // An A/B run (ab/ab-phase.ts): first its test group, nobody during the wait, then everyone.
  if (campaign.abTest && campaign.abPhase === "TEST") return testGroupBatch(campaign, startedAt, cursor, take);
  if (campaign.abTest && campaign.abPhase === "WAITING") return [];
  if (campaign.topicId) return topicAudienceBatch(campaign, startedAt, cursor, take);
  if (campaign.followUpOfId) return followUpAudienceBatch(campaign, startedAt, cursor, take);
  if (campaign.segmentId)
    return segmentAudienceBatch({ teamId: campaign.teamId, segmentId: campaign.segmentId, startedAt, cursor, take });
  return db.contact.findMany({
    where: { ...audienceWhere(campaign, startedAt), ...(cursor ? { id: { gt: cursor } } : {}) },
    orderBy: { id: "asc" },
    take,
  });
}

/**
 * Where a (re)started walk resumes: after the highest contact id that has a row of the run. The
 * winner's send of an A/B run walks the whole audience again, so only its own rows count there
 * (contacts of the test group already have theirs and are skipped by the unique key).
 */
export async function resumeCursor(campaign: AudienceOf & { abWinner: number | null }): Promise<string | undefined> {
  const run = { campaignId: campaign.id, campaignRun: campaign.runCount, test: false, contactId: { not: null } };
  if (campaign.abTest && campaign.abPhase === "WINNER") {
    const [row] = await db.$queryRaw<{ contactId: string | null }[]>`
      SELECT max(e."contactId") AS "contactId" FROM "Email" e WHERE e."campaignId" = ${campaign.id} AND e."campaignRun" = ${campaign.runCount} AND e."test" = false
        AND NOT EXISTS (SELECT 1 FROM "AbAssignment" a WHERE a."campaignId" = e."campaignId" AND a."campaignRun" = e."campaignRun" AND a."contactId" = e."contactId")`;
    return row?.contactId ?? undefined;
  }
  const last = await db.email.findFirst({ where: run, orderBy: { contactId: "desc" }, select: { contactId: true } });
  return last?.contactId ?? undefined;
}

/** 422 unless the campaign names a list or a segment, a template and an SMTP configuration (all still live). */
export async function assertSendable(campaign: Campaign) {
  const missing: Record<string, string> = {};
  const [list, template, smtp] = await Promise.all([
    // A follow-up's audience comes from its parent's emails (follow-up/follow-up-audience.ts).
    campaign.followUpOfId
      ? true
      : campaign.segmentId
        ? db.segment.findFirst({ where: { id: campaign.segmentId, teamId: campaign.teamId }, select: { id: true } })
        : campaign.listId
          ? db.mailingList.findFirst({ where: { id: campaign.listId, teamId: campaign.teamId }, select: { id: true } })
          : null,
    campaign.templateId
      ? db.template.findFirst({ where: { id: campaign.templateId, teamId: campaign.teamId }, select: { id: true } })
      : null,
    campaign.smtpConfigId
      ? db.sMTPConfig.findFirst({
          where: { id: campaign.smtpConfigId, teamId: campaign.teamId, isActive: true },
          select: { fromEmail: true },
        })
      : null,
  ]);
  if (!list && campaign.segmentId) missing.segmentId = "was deleted: choose a list or another segment";
  else if (!list) missing.listId = "is required: choose the mailing list to send to";
  if (!template) missing.templateId = "is required: choose the template to send";
  if (!smtp) missing.smtpConfigId = "is required: choose an active SMTP configuration";
  if (Object.keys(missing).length > 0) throw ApiError.unprocessable("The campaign is not ready to send", missing);
  await assertSenderDomain({ teamId: campaign.teamId, from: smtp!.fromEmail, field: "smtpConfigId" });
}
