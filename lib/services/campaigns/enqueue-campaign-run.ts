import { enqueue } from "@/lib/jobs";
import type { Campaign } from "@/lib/generated/prisma/client";
import { campaignNextRunAt } from "./to-campaign-dto";

/**
 * Queues the send-campaign job: now for a SENDING campaign, at its next run for a SCHEDULED one.
 * A scheduled run's singletonKey is the campaign and the instant, so scheduling the same moment
 * twice queues one job; a run whose moment is no longer the campaign's next run does nothing
 * (the job re-reads the campaign), so re-scheduling never needs to delete the old job.
 */
export async function enqueueCampaignRun(campaign: Campaign): Promise<void> {
  if (campaign.status === "SENDING") {
    await enqueue("send-campaign", { campaignId: campaign.id });
    return;
  }
  const runAt = campaignNextRunAt(campaign);
  if (campaign.status !== "SCHEDULED" || !runAt) return;
  await enqueue(
    "send-campaign",
    { campaignId: campaign.id, runAt: runAt.toISOString() },
    { startAfter: runAt, singletonKey: `${campaign.id}@${runAt.toISOString()}` },
  );
}
