import { db } from "@/lib/db";
import type { Campaign, Prisma } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import type { CampaignCountsSchema } from "@/lib/validation/campaigns";
import { countAudience } from "./audience";
import { nextRunAt } from "@/lib/campaigns/campaign-schedule";

/**
 * Email statuses that count as `processed`: recipients handled (sent, bounced or failed). docs/contract.md
 * section 12 leaves suppressed recipients (CANCELLED rows) out; they are `counts.cancelled`.
 */
export const PROCESSED_STATUSES = ["SENT", "BOUNCED", "FAILED"] as const;

export type CampaignCounts = z.infer<typeof CampaignCountsSchema>;

export const campaignInclude = {
  list: { select: { id: true, name: true, isDeleted: true } },
  segment: { select: { id: true, name: true, isDeleted: true } },
  template: { select: { id: true, name: true, subject: true, isDeleted: true } },
  smtpConfig: { select: { id: true, name: true, fromEmail: true, isDeleted: true } },
  followUpOf: { select: { id: true, name: true, isDeleted: true } },
  followUps: {
    where: { isDeleted: false },
    select: { id: true, name: true, status: true },
    orderBy: { createdAt: "asc" },
  },
} satisfies Prisma.CampaignInclude;

export type CampaignRow = Prisma.CampaignGetPayload<{ include: typeof campaignInclude }>;

const live = <T extends { isDeleted: boolean }>(row: T | null) => {
  if (!row || row.isDeleted) return null;
  const { isDeleted: _deleted, ...rest } = row;
  return rest;
};

/** When the campaign will next start a run: only while it is SCHEDULED. */
export function campaignNextRunAt(campaign: Campaign): Date | null {
  if (campaign.status !== "SCHEDULED") return null;
  // A recurring series continues after its last run; a one-time campaign runs at scheduledFor even
  // when the worker picks it up a little late.
  if (campaign.schedule === "ONE_TIME") return campaign.scheduledFor;
  return nextRunAt(campaign, campaign.lastRunAt ?? undefined);
}

/**
 * Live figures per campaign, in two grouped queries: the Email rows of its current run by status,
 * and for campaigns that have not started, their list's ACTIVE contacts.
 */
export async function countCampaigns(campaigns: Campaign[]): Promise<Map<string, CampaignCounts>> {
  const counts = new Map<string, CampaignCounts>();
  if (campaigns.length === 0) return counts;
  // Only the current run's rows (the unique key's prefix): a recurring series' earlier occurrences
  // are never scanned, however many there were.
  const byStatus = await db.email.groupBy({
    by: ["campaignId", "status"],
    where: {
      test: false,
      OR: campaigns.map((campaign) => ({ campaignId: campaign.id, campaignRun: campaign.runCount })),
    },
    _count: { _all: true },
  });
  const notStarted = campaigns.filter(
    (campaign) => !campaign.startedAt && campaign.listId && !campaign.segmentId && !campaign.topicId,
  );
  // A segment's audience is a query of its own (segment-audience.ts); drafts to segments are few.
  const segmentTotals = new Map(
    await Promise.all(
      campaigns
        .filter((campaign) => !campaign.startedAt && (campaign.segmentId || campaign.followUpOfId || campaign.topicId))
        .map(async (campaign) => [campaign.id, await countAudience(campaign, new Date()).catch(() => 0)] as const),
    ),
  );
  const audience = notStarted.length
    ? await db.contact.groupBy({
        by: ["listId"],
        where: { listId: { in: notStarted.map((c) => c.listId!) }, status: "ACTIVE" },
        _count: { _all: true },
      })
    : [];
  for (const campaign of campaigns) {
    const rows = byStatus.filter((row) => row.campaignId === campaign.id);
    const of = (...statuses: string[]) =>
      rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row._count._all, 0);
    // A large run's total is counted beside its send (run-total.ts): until then, its rows so far.
    const total = campaign.startedAt
      ? campaign.total || rows.reduce((sum, row) => sum + row._count._all, 0)
      : (segmentTotals.get(campaign.id) ?? audience.find((row) => row.listId === campaign.listId)?._count._all ?? 0);
    counts.set(campaign.id, {
      total,
      sent: of("SENT", "BOUNCED"),
      failed: of("FAILED"),
      cancelled: of("CANCELLED"),
      // SCHEDULED rows of a campaign wait for their time: a recipient's local hour, the warm-up's
      // next day, or a deferred destination (lib/services/destinations). Still to be sent: queued.
      queued: of("QUEUED", "SENDING", "SCHEDULED"),
      // Counted from the rows rather than read from the column: exact even for messages that a
      // send-email retry finished after the run ended.
      processed: of(...PROCESSED_STATUSES),
    });
  }
  return counts;
}

function toCampaignDto(row: CampaignRow, counts: CampaignCounts) {
  // feedState is the runs' own bookkeeping (feed/feed-state.ts), not part of the resource.
  const { list, segment, template, smtpConfig, followUpOf, batchDelay, feedState: _feedState, ...campaign } = row;
  return {
    ...campaign,
    batchDelay: Number(batchDelay),
    processed: counts.processed,
    nextRunAt: campaignNextRunAt(row),
    counts,
    list: live(list),
    segment: live(segment),
    template: live(template),
    smtpConfig: live(smtpConfig),
    followUpOf: live(followUpOf),
  };
}

export async function toCampaignDtos(rows: CampaignRow[]) {
  const counts = await countCampaigns(rows);
  return rows.map((row) => toCampaignDto(row, counts.get(row.id)!));
}
