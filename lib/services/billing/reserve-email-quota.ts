import { ApiError } from "@/lib/api/errors";
import type { Transaction } from "@/lib/db";
import { monthPeriod } from "@/lib/services/usage/get-team-usage";
import { sendingBlockedReason, sendingPlan } from "./assert-sending-allowed";

// The monthly email quota (Product.email_limit) is counted in EmailQuotaUsage, one row per team and
// calendar month (UTC), inside the transaction that writes the Email rows. The row is locked
// (FOR UPDATE) before it is read, so concurrent sends of one team are counted one after the other
// and can never take more than the limit together; a send that rolls back gives its place back.

export function quotaExceeded(planName: string, limit: number, used: number) {
  return ApiError.forbidden(
    `Your ${planName} plan allows ${limit} emails a month and ${used} have been queued this month. Upgrade to send more.`,
    "PLAN_LIMIT_REACHED",
    { feature: "emails", limit, used },
  );
}

async function lockUsage(tx: Transaction, teamId: string, period: Date): Promise<number> {
  await tx.$executeRaw`INSERT INTO "EmailQuotaUsage" ("teamId", "period", "count", "createdAt", "updatedAt")
    VALUES (${teamId}, ${period}, 0, now(), now()) ON CONFLICT DO NOTHING`;
  const [row] = await tx.$queryRaw<{ count: number }[]>`SELECT "count" FROM "EmailQuotaUsage"
    WHERE "teamId" = ${teamId} AND "period" = ${period} FOR UPDATE`;
  return row.count;
}

async function addUsage(tx: Transaction, teamId: string, period: Date, count: number) {
  await tx.$executeRaw`UPDATE "EmailQuotaUsage" SET "count" = "count" + ${count}, "updatedAt" = now()
    WHERE "teamId" = ${teamId} AND "period" = ${period}`;
}

/**
 * Takes `wanted` emails of this month's quota for the team, all or nothing, in `tx`: 403 when
 * sending is blocked (payment overdue past the grace period, paused) or PLAN_LIMIT_REACHED with
 * `details { feature: "emails", limit, used }` when fewer places are left.
 */
export async function reserveEmailQuota(tx: Transaction, { teamId, count, now = new Date() }: { teamId: string; count: number; now?: Date }) {
  const plan = await sendingPlan(teamId, tx);
  const blocked = sendingBlockedReason(plan, now);
  if (blocked) throw blocked;
  if (count <= 0) return;
  const period = monthPeriod(now).start;
  const used = await lockUsage(tx, teamId, period);
  const limit = plan!.product.email_limit;
  if (limit !== null && used + count > limit) throw quotaExceeded(plan!.product.name, limit, used);
  await addUsage(tx, teamId, period, count);
}

/**
 * For batches (campaign sends): takes as many of `wanted` places as are left and answers how many
 * it took, with the reason the rest was refused (null when all were granted).
 */
export async function reserveEmailQuotaUpTo(
  tx: Transaction,
  { teamId, wanted, now = new Date() }: { teamId: string; wanted: number; now?: Date },
): Promise<{ granted: number; refusal: ApiError | null }> {
  const plan = await sendingPlan(teamId, tx);
  const blocked = sendingBlockedReason(plan, now);
  if (blocked) return { granted: 0, refusal: blocked };
  if (wanted <= 0) return { granted: 0, refusal: null };
  const period = monthPeriod(now).start;
  const used = await lockUsage(tx, teamId, period);
  const limit = plan!.product.email_limit;
  const granted = limit === null ? wanted : Math.max(0, Math.min(wanted, limit - used));
  if (granted > 0) await addUsage(tx, teamId, period, granted);
  return { granted, refusal: granted < wanted ? quotaExceeded(plan!.product.name, limit!, used + granted) : null };
}

/** Emails queued this month against the plan's limit (GET /subscriptions, GET /usage). */
export async function emailQuotaUsed(client: Transaction, teamId: string, now = new Date()): Promise<number> {
  const row = await client.emailQuotaUsage.findUnique({ where: { teamId_period: { teamId, period: monthPeriod(now).start } }, select: { count: true } });
  return row?.count ?? 0;
}
