import { runStartData } from "./campaign-runs";
import { enqueueCampaignRun } from "./enqueue-campaign-run";
import { campaignNextRunAt } from "./to-campaign-dto";
import { campaignDto } from "./get-campaign";
import { boundedRunTotal, publishRunStarted } from "./run-total";
import { transitionCampaign } from "./transition-campaign";

/**
 * POST /campaigns/{id}/resume (202): a run that had started continues where it stopped (SENDING;
 * contacts that already have their Email row are skipped); one paused before its run goes back to
 * SCHEDULED, or sends now when its one-time moment passed meanwhile.
 */
export async function resumeCampaign({ teamId, id }: { teamId: string; id: string }) {
  let run = { total: 0, exact: true };
  const { before, after } = await transitionCampaign({
    teamId,
    id,
    from: ["PAUSED"],
    action: "resumed",
    async data(row) {
      const midRun = row.startedAt && !row.completedAt;
      if (midRun) return { status: "SENDING" };
      const next = campaignNextRunAt({ ...row, status: "SCHEDULED" });
      if (next && next > new Date()) return { status: "SCHEDULED" };
      const startedAt = new Date();
      run = await boundedRunTotal(row, startedAt);
      return { ...runStartData(startedAt), total: run.total };
    },
  });
  if (after.status === "SENDING" && after.runCount > before.runCount) await publishRunStarted(after.id, run);
  await enqueueCampaignRun(after);
  return campaignDto(after);
}
