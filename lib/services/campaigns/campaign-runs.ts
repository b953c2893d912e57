import { db } from "@/lib/db";
import { publishEvents } from "@/lib/services/events";
import type { Campaign, Prisma } from "@/lib/generated/prisma/client";
import { countCampaigns, PROCESSED_STATUSES } from "./to-campaign-dto";

// A campaign sends in runs: a one-time send is run 1, each occurrence of a recurring series the
// next number. `Campaign.runCount` is the current (or last) run and the `campaignRun` of its Email
// rows, so the unique (campaignId, campaignRun, contactId) key claims each contact once per run.
// Every way a run starts (send now, resume of a run whose moment passed, a scheduled occurrence)
// writes `runStartData` in the same conditional UPDATE that makes the campaign SENDING, so the
// number moves exactly when a run starts and never twice for one start.

/** The change that starts a new run (with the status change, in one UPDATE). */
export function runStartData(startedAt: Date): Prisma.CampaignUncheckedUpdateManyInput {
  return {
    status: "SENDING",
    startedAt,
    completedAt: null,
    processed: 0,
    failureReason: null,
    runCount: { increment: 1 },
  };
}

/** The Email rows of the campaign's current run (test sends are never part of a run). */
export function runEmailsWhere(campaign: Pick<Campaign, "id" | "runCount">): Prisma.EmailWhereInput {
  return { campaignId: campaign.id, campaignRun: campaign.runCount, test: false };
}

/** Writes the current run's `processed` from its rows (the exact figure, whatever finished them). */
export async function recountProgress(campaign: Pick<Campaign, "id" | "runCount">) {
  const processed = await db.email.count({
    where: { ...runEmailsWhere(campaign), status: { in: [...PROCESSED_STATUSES] } },
  });
  await db.campaign.update({ where: { id: campaign.id }, data: { processed } });
}

/**
 * Publishes campaign.started or campaign.completed for the campaign's current run, with its live
 * figures. Called after the status change committed; never throws (see publishEvents).
 */
export async function publishRunEvent(type: "campaign.started" | "campaign.completed", campaignId: string) {
  const campaign = await db.campaign.findFirst({ where: { id: campaignId } });
  if (!campaign) return;
  const counts = (await countCampaigns([campaign])).get(campaign.id)!;
  await publishEvents([
    {
      teamId: campaign.teamId,
      type,
      timestamp: new Date(),
      data: {
        campaignId: campaign.id,
        name: campaign.name,
        run: campaign.runCount,
        total: counts.total,
        processed: counts.processed,
        sent: counts.sent,
        failed: counts.failed,
      },
    },
  ]);
}
