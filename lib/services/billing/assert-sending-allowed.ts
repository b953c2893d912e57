import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import { ENTITLED_STATUSES } from "@/lib/billing/entitled-statuses";

/** Days a team keeps sending after a failed payment (docs/contract.md section 15: past_due, then blocked). */
const PAYMENT_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the sending checks need of the team's current plan. */
export async function sendingPlan(teamId: string, client: Transaction = db) {
  return client.subscription.findFirst({
    where: { team_id: teamId, status: { in: ENTITLED_STATUSES } },
    orderBy: { createdAt: "desc" },
    select: { status: true, failedAt: true, product: { select: { name: true, email_limit: true } } },
  });
}

export type SendingPlan = Awaited<ReturnType<typeof sendingPlan>>;

/** When a failed payment's grace period ends (null when the subscription is not failed). */
export function graceEndsAt(subscription: { status: string; failedAt: Date | null }): Date | null {
  if (subscription.status !== "failed") return null;
  return new Date((subscription.failedAt ?? new Date()).getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
}

/**
 * Why new mail may not be queued now, or null: a payment failed more than 7 days ago, or the
 * subscription is paused. Reading stays possible either way; only new sends stop.
 */
export function sendingBlockedReason(plan: SendingPlan, now = new Date()): ApiError | null {
  if (!plan)
    return ApiError.forbidden(
      "This team has no active plan: choose one under Settings -> Billing to send email.",
      "SUBSCRIPTION_INACTIVE",
    );
  if (plan.status === "paused") {
    return ApiError.forbidden(
      "Your subscription is paused: new sends resume when it does (Settings -> Billing).",
      "SUBSCRIPTION_PAUSED",
    );
  }
  const graceEnd = graceEndsAt(plan);
  if (graceEnd && graceEnd <= now) {
    return ApiError.forbidden(
      `Payment for your plan is overdue since ${plan.failedAt!.toISOString().slice(0, 10)}: new sends are paused until the invoice is paid. Update your payment method under Settings -> Billing.`,
      "PAYMENT_OVERDUE",
    );
  }
  return null;
}

/** 403 when the team may not queue new mail (see sendingBlockedReason). */
export async function assertSendingAllowed(
  { teamId, now = new Date() }: { teamId: string; now?: Date },
  client: Transaction = db,
) {
  const blocked = sendingBlockedReason(await sendingPlan(teamId, client), now);
  if (blocked) throw blocked;
}
