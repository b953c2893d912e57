import { db } from "@/lib/db";
import type { Campaign } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs";
import { nextRunAt } from "@/lib/campaigns/campaign-schedule";
import { finishAbPhase } from "./ab/ab-phase";
import { handOffRunLease } from "./campaign-run-lease";
import { publishRunEvent, recountProgress, runStartData } from "./campaign-runs";
import { enqueueCampaignRun } from "./enqueue-campaign-run";
import { boundedRunTotal, publishRunStarted } from "./run-total";
import { nextLocalGroupDelay } from "./local-time/local-phase";
import { campaignNextRunAt } from "./to-campaign-dto";

// How a campaign run (run-campaign.ts) starts, hands over to a later job, and ends: the status
// changes around the fan-out, each guarded by the status it expects so that a pause or a cancel
// made meanwhile wins.

export type RunResult =
  | "SENT"
  | "STOPPED"
  | "FAILED"
  | "SKIPPED"
  | "SCHEDULED"
  | "CONTINUED"
  | "WAITING"
  | "BACKING_OFF";

/**
 * The moment the campaign is scheduled to run next, as the job for `runAt` sees it. After a first
 * run, the occurrence that follows the last one. Before it, the first occurrence of the series
 * from `runAt` on: "the next one from now" would already be the following occurrence when the job
 * runs a moment after its time, and the series would never start.
 */
function scheduledMoment(campaign: Campaign, runAt: Date): Date | null {
  if (campaign.schedule === "RECURRING" && !campaign.lastRunAt && campaign.status === "SCHEDULED")
    return nextRunAt(campaign, new Date(runAt.getTime() - 1));
  return campaignNextRunAt(campaign);
}

/** Starts a scheduled run: only when the campaign is still SCHEDULED for exactly this moment. */
export async function startScheduledRun(campaign: Campaign, runAt: Date): Promise<Campaign | null> {
  const next = scheduledMoment(campaign, runAt);
  if (campaign.status !== "SCHEDULED" || !next || next.getTime() !== runAt.getTime()) return null;
  const startedAt = new Date();
  // Counted only up to a bound: a large audience's total is counted beside the send (run-total.ts).
  const run = await boundedRunTotal(campaign, startedAt);
  const started = await db.campaign.updateMany({
    where: { id: campaign.id, status: "SCHEDULED", updatedAt: campaign.updatedAt },
    data: { ...runStartData(startedAt), lastRunAt: runAt, total: run.total },
  });
  if (started.count !== 1) return null;
  await publishRunStarted(campaign.id, run);
  return db.campaign.findFirst({ where: { id: campaign.id } });
}

export async function failCampaign(campaign: Campaign, reason: string) {
  await db.campaign.updateMany({
    where: { id: campaign.id, status: "SENDING" },
    data: { status: "FAILED", completedAt: new Date(), failureReason: reason },
  });
  await recountProgress(campaign);
}

/** The run ends: SENT, or for a recurring series back to SCHEDULED with its next run queued. */
export async function finishRun(campaign: Campaign): Promise<RunResult> {
  // The end of an A/B test's group is not the end of the run (ab/ab-phase.ts).
  const abPhaseEnd = await finishAbPhase(campaign.id);
  if (abPhaseEnd) return abPhaseEnd;
  // Nor is the end of a local-time group while another waits (local-time/local-phase.ts): the run
  // goes on in a job due at the next group's instant (at least a second on, should one be due now).
  const nextGroupMs = await nextLocalGroupDelay(campaign);
  if (nextGroupMs !== null) {
    await recountProgress(campaign);
    await continueLater(campaign.id, Math.max(nextGroupMs, 1000));
    return nextGroupMs > 0 ? "WAITING" : "CONTINUED";
  }
  await recountProgress(campaign);
  const status = campaign.schedule === "RECURRING" ? "SCHEDULED" : "SENT";
  const done = await db.campaign.updateMany({
    where: { id: campaign.id, status: "SENDING" },
    data: { status, completedAt: new Date() },
  });
  if (done.count !== 1) return "STOPPED";
  // Every run that went through to its end is "completed", a recurring occurrence included.
  await publishRunEvent("campaign.completed", campaign.id);
  if (status === "SENT") return "SENT";
  await enqueueCampaignRun((await db.campaign.findFirst({ where: { id: campaign.id } }))!);
  return "SCHEDULED";
}

/** The run stopped (paused, cancelled): its figures as they are. */
export async function stopRun(campaign: Campaign): Promise<RunResult> {
  await recountProgress(campaign);
  return "STOPPED";
}

export async function continueLater(campaignId: string, delayMs: number, backoff?: number) {
  // The next job may take the run lease (campaign-run-lease.ts); if it never comes, the lease lapses.
  await handOffRunLease(campaignId, delayMs);
  await enqueue("send-campaign", { campaignId, backoff }, { startAfter: new Date(Date.now() + delayMs) });
}
