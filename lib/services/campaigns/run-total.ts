import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Campaign } from "@/lib/generated/prisma/client";
import { sendingBlockedReason, sendingPlan } from "@/lib/services/billing/assert-sending-allowed";
import { emailQuotaUsed, quotaExceeded } from "@/lib/services/billing/reserve-email-quota";
import { logger } from "@/lib/logging/logger";
import { countAudience, countAudienceUpTo } from "./audience";
import { publishRunEvent } from "./campaign-runs";
import { EXACT_TOTAL_UP_TO } from "./run-total-bound";

// A run's `total` without holding up its first message (issue 41, bench/README.md campaign-fanout).
// Counting a million contacts, and writing nothing until it is done, used to come before the
// first batch. Now the request counts only up to a bound: an audience under EXACT_TOTAL_UP_TO has
// its exact total at once (as before); a larger one starts with `total` 0, and the run counts it
// beside the send (countRunTotal) and publishes campaign.started once it knows the figure.
// Meanwhile the campaign's `counts.total` shows the run's rows so far (to-campaign-dto.ts), so it
// never reads below what was sent. The walk itself never needs the total: it goes by contact-id
// cursor (audience.ts) until a batch comes back short.

const MAX_COUNT = 2_147_483_647;

type RunTotal = { total: number; exact: boolean };

/** The run's total when the audience is under the bound, else `{ total: 0, exact: false }`. */
export async function boundedRunTotal(campaign: Campaign, startedAt: Date, cap = EXACT_TOTAL_UP_TO): Promise<RunTotal> {
  const counted = await countAudienceUpTo(campaign, startedAt, cap);
  return counted < cap ? { total: counted, exact: true } : { total: 0, exact: false };
}

/**
 * POST /campaigns/{id}/send's checks on the audience: 422 when it is empty, 403 when sending is
 * blocked or the audience does not fit this month's quota. A plan with a quota counts up to one
 * past its room (exact, since a larger audience is refused), so the quota is still checked before
 * the send as assertEmailRoom did; the batches then take it strictly, row by row, as they write.
 */
export async function sendRunTotal(campaign: Campaign, startedAt: Date): Promise<RunTotal> {
  const plan = await sendingPlan(campaign.teamId);
  const limit = plan?.product.email_limit ?? null;
  const used = limit === null ? 0 : await emailQuotaUsed(db, campaign.teamId, startedAt);
  const room = limit === null ? null : Math.max(0, limit - used);
  const cap = room === null ? EXACT_TOTAL_UP_TO : Math.max(EXACT_TOTAL_UP_TO, Math.min(room + 1, MAX_COUNT));
  const run = await boundedRunTotal(campaign, startedAt, cap);
  if (run.exact && run.total === 0 && campaign.segmentId)
    throw ApiError.unprocessable("The segment has no active contacts to send to", {
      segmentId: "has no active contacts",
    });
  if (run.exact && run.total === 0)
    throw ApiError.unprocessable("The list has no active contacts to send to", { listId: "has no active contacts" });
  const blocked = sendingBlockedReason(plan, startedAt);
  if (blocked) throw blocked;
  if (limit !== null && room !== null && run.total > room) throw quotaExceeded(plan!.product.name, limit, used);
  return run;
}

/** campaign.started, now when the run's total is known, else once the run has counted it. */
export async function publishRunStarted(campaignId: string, run: RunTotal) {
  if (run.exact) await publishRunEvent("campaign.started", campaignId);
}

/**
 * The run's exact total, for a run that started without it: written to this run only (a later
 * run's total is its own), then campaign.started with it. Never throws: the send goes on without.
 */
export async function countRunTotal(campaign: Campaign, startedAt: Date): Promise<void> {
  try {
    const total = await countAudience(campaign, startedAt);
    if (total === 0) return;
    const written = await db.campaign.updateMany({
      where: { id: campaign.id, runCount: campaign.runCount, total: 0 },
      data: { total },
    });
    if (written.count === 1) await publishRunEvent("campaign.started", campaign.id);
  } catch (error) {
    logger.warn({ err: error, campaignId: campaign.id }, "The campaign run's total could not be counted");
  }
}
