import { ApiError } from "@/lib/api/errors";
import type { Transaction } from "@/lib/db";
import type { DriverQuery } from "@/lib/db/driver-transaction";
import type { SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { ENTITLED_STATUSES } from "@/lib/billing/entitled-statuses";
import { monthPeriod } from "@/lib/services/usage/get-team-usage";
import { sendingBlockedReason, type SendingPlan } from "./assert-sending-allowed";

// The monthly email quota (Product.email_limit) is counted in EmailQuotaUsage, one row per team and
// calendar month (UTC), inside the transaction that writes the Email rows. The row is locked
// before it is read, so concurrent sends of one team are counted one after the other and can never
// take more than the limit together; a send that rolls back gives its place back.
//
// The reservation is SQL on a DriverQuery, so that it runs in whichever transaction writes the
// rows: the send pipeline's driver transaction (its chunk's rows go through the database driver,
// not Prisma's query compiler) or a Prisma transaction through transactionQuery below.

/** A Prisma transaction as a DriverQuery (every statement here answers its rows with RETURNING or SELECT). */
export function transactionQuery(tx: Transaction): DriverQuery {
  return async <Row>(sql: string, params: unknown[] = []) => {
    const rows = await tx.$queryRawUnsafe<Row[]>(sql, ...params);
    return { rows, rowCount: rows.length };
  };
}

export function quotaExceeded(planName: string, limit: number, used: number) {
  return ApiError.forbidden(
    `Your ${planName} plan allows ${limit} emails a month and ${used} have been queued this month. Upgrade to send more.`,
    "PLAN_LIMIT_REACHED",
    { feature: "emails", limit, used },
  );
}

// The statuses are the enum's fixed names, not input: written into the statement as literals.
const PLAN_SQL = `SELECT s."status"::text AS "status", s."failedAt" AT TIME ZONE 'UTC' AS "failedAt", p."name", p."email_limit"
  FROM "Subscription" s JOIN "Product" p ON p."id" = s."product_id"
  WHERE s."team_id" = $1 AND s."status"::text IN (${ENTITLED_STATUSES.map((status) => `'${status}'`).join(", ")}) AND NOT s."isDeleted"
  ORDER BY s."createdAt" DESC LIMIT 1`;

/** The team's plan as sendingPlan (assert-sending-allowed.ts) reads it, in the caller's transaction. */
async function planOf(query: DriverQuery, teamId: string): Promise<SendingPlan> {
  type Row = { status: SubscriptionStatus; failedAt: Date | null; name: string; email_limit: number | null };
  const [row] = (await query<Row>(PLAN_SQL, [teamId])).rows;
  return row
    ? { status: row.status, failedAt: row.failedAt, product: { name: row.name, email_limit: row.email_limit } }
    : null;
}

// Periods are stored as the UTC wall time of Prisma's timestamp(3) columns, whatever the session's zone.
// The upsert takes the row's lock (creating it at 0 the first time) and answers its committed count.
const LOCK_SQL = `INSERT INTO "EmailQuotaUsage" ("teamId", "period", "count", "createdAt", "updatedAt")
  VALUES ($1, $2::timestamptz AT TIME ZONE 'UTC', 0, clock_timestamp() AT TIME ZONE 'UTC', clock_timestamp() AT TIME ZONE 'UTC')
  ON CONFLICT ("teamId", "period") DO UPDATE SET "count" = "EmailQuotaUsage"."count"
  RETURNING "count"`;
const ADD_SQL = `UPDATE "EmailQuotaUsage" SET "count" = "count" + $3::int, "updatedAt" = clock_timestamp() AT TIME ZONE 'UTC'
  WHERE "teamId" = $1 AND "period" = $2::timestamptz AT TIME ZONE 'UTC' RETURNING "count"`;

/**
 * The one rule: takes as many of `wanted` places as are left (all of them, or none, when
 * `allOrNothing`), and answers how many it took with the reason the rest was refused.
 */
async function reserve(
  query: DriverQuery,
  { teamId, wanted, now, allOrNothing }: { teamId: string; wanted: number; now: Date; allOrNothing: boolean },
): Promise<{ granted: number; refusal: ApiError | null }> {
  const plan = await planOf(query, teamId);
  const blocked = sendingBlockedReason(plan, now);
  if (blocked) return { granted: 0, refusal: blocked };
  if (wanted <= 0) return { granted: 0, refusal: null };
  const period = monthPeriod(now).start.toISOString();
  const [{ count: used }] = (await query<{ count: number }>(LOCK_SQL, [teamId, period])).rows;
  const limit = plan!.product.email_limit;
  const left = limit === null ? wanted : Math.max(0, limit - used);
  const granted = left >= wanted ? wanted : allOrNothing ? 0 : left;
  if (granted > 0) await query(ADD_SQL, [teamId, period, granted]);
  return { granted, refusal: granted < wanted ? quotaExceeded(plan!.product.name, limit!, used + granted) : null };
}

/**
 * Takes `count` emails of this month's quota for the team, all or nothing, in the transaction of
 * `query`: 403 when sending is blocked (payment overdue past the grace period, paused) or
 * PLAN_LIMIT_REACHED with `details { feature: "emails", limit, used }` when fewer places are left.
 */
export async function reserveEmailQuota(
  query: DriverQuery,
  { teamId, count, now = new Date() }: { teamId: string; count: number; now?: Date },
) {
  const { refusal } = await reserve(query, { teamId, wanted: count, now, allOrNothing: true });
  if (refusal) throw refusal;
}

/**
 * For batches (campaign sends): takes as many of `wanted` places as are left and answers how many
 * it took, with the reason the rest was refused (null when all were granted).
 */
export function reserveEmailQuotaUpTo(
  query: DriverQuery,
  { teamId, wanted, now = new Date() }: { teamId: string; wanted: number; now?: Date },
) {
  return reserve(query, { teamId, wanted, now, allOrNothing: false });
}

/** Emails queued this month against the plan's limit (GET /subscriptions, GET /usage). */
export async function emailQuotaUsed(client: Transaction, teamId: string, now = new Date()): Promise<number> {
  const row = await client.emailQuotaUsage.findUnique({
    where: { teamId_period: { teamId, period: monthPeriod(now).start } },
    select: { count: true },
  });
  return row?.count ?? 0;
}
