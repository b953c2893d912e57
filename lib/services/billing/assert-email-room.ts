import { db } from "@/lib/db";
import { sendingBlockedReason, sendingPlan } from "./assert-sending-allowed";
import { emailQuotaUsed, quotaExceeded } from "./reserve-email-quota";

/**
 * Before a campaign starts or is scheduled: 403 when sending is blocked, or when `count` more
 * emails would not fit this month's quota. Advisory (the batches take the quota strictly, row by
 * row, when they write), so a marketer learns before the send rather than half way through it.
 */
export async function assertEmailRoom({
  teamId,
  count,
  now = new Date(),
}: {
  teamId: string;
  count: number;
  now?: Date;
}) {
  const plan = await sendingPlan(teamId);
  const blocked = sendingBlockedReason(plan, now);
  if (blocked) throw blocked;
  const limit = plan!.product.email_limit;
  if (limit === null) return;
  const used = await emailQuotaUsed(db, teamId, now);
  if (used + count > limit) throw quotaExceeded(plan!.product.name, limit, used);
}
