import { db } from "@/lib/db";
import type { Campaign } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs";
import type { AbTest } from "@/lib/validation/ab-tests";
import { recountProgress } from "../campaign-runs";
import { rankVariants, variantResults } from "./ab-results";

// The phases of an A/B campaign's run (docs/contract.md section 16), all within the one run, so the unique
// (campaignId, campaignRun, contactId) key that makes the fan-out exactly-once also holds across
// them: a contact of the test group already has its row when the winner goes to everyone else.
//   TEST     the test group (ab-audience.ts) is sent, each contact its variant;
//   WAITING  the campaign stays SENDING until abTestEndsAt (a send-campaign job is queued for it);
//   WINNER   the winner (the best human rate on the metric, or the one picked by hand) goes to the
//            rest of the audience.

const HOUR_MS = 3_600_000;

async function reload(id: string) {
  return db.campaign.findFirstOrThrow({ where: { id } });
}

async function queueRun(campaignId: string, startAfter: Date) {
  await enqueue("send-campaign", { campaignId }, { startAfter });
}

/** At a run's start: an A/B run begins with its test; a wait that is over gives way to the winner. */
export async function advanceAbPhase(campaign: Campaign, now = new Date()): Promise<Campaign> {
  if (!campaign.abTest || campaign.status !== "SENDING") return campaign;
  if (campaign.abPhase === null) {
    await db.campaign.updateMany({ where: { id: campaign.id, abPhase: null }, data: { abPhase: "TEST" } });
    return reload(campaign.id);
  }
  if (campaign.abPhase !== "WAITING") return campaign;
  if (campaign.abWinner === null && (!campaign.abTestEndsAt || campaign.abTestEndsAt > now)) return campaign;
  const test = campaign.abTest as AbTest;
  const winner = campaign.abWinner ?? rankVariants(await variantResults(campaign), test.metric)[0].variant;
  await db.campaign.updateMany({
    where: { id: campaign.id, abPhase: "WAITING" },
    data: { abPhase: "WINNER", abWinner: winner },
  });
  return reload(campaign.id);
}

/**
 * When a walk ends: the end of the test starts the wait (or, with a winner already picked by hand,
 * the winner's send); during the wait nothing ends. Null: the run ends as any run does.
 */
export async function finishAbPhase(campaignId: string, now = new Date()): Promise<"WAITING" | "CONTINUED" | null> {
  const campaign = await reload(campaignId);
  if (!campaign.abTest || campaign.status !== "SENDING" || campaign.abPhase === "WINNER") return null;
  if (campaign.abPhase === "WAITING") return "WAITING";
  await recountProgress(campaign);
  if (campaign.abWinner !== null) {
    const moved = await db.campaign.updateMany({
      where: { id: campaign.id, abPhase: "TEST" },
      data: { abPhase: "WINNER" },
    });
    if (moved.count === 1) await queueRun(campaign.id, now);
    return "CONTINUED";
  }
  const endsAt = new Date(now.getTime() + (campaign.abTest as AbTest).waitHours * HOUR_MS);
  const moved = await db.campaign.updateMany({
    where: { id: campaign.id, abPhase: "TEST" },
    data: { abPhase: "WAITING", abTestEndsAt: endsAt },
  });
  if (moved.count === 1) await queueRun(campaign.id, endsAt);
  return "WAITING";
}
