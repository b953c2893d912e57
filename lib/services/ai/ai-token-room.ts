import { ApiError } from "@/lib/api/errors";
import { ENTITLED_STATUSES } from "@/lib/billing/entitled-statuses";
import { db } from "@/lib/db";

// The plan's monthly AI token cap (Product.ai_token_limit, docs/contract.md section 24): input and
// output tokens of every model call the team made this calendar month (UTC), from AiUsage.

export async function aiTokensThisMonth(teamId: string, now = new Date()) {
  // The calendar month (UTC), as GET /usage's period.
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const sum = await db.aiUsage.aggregate({
    where: { teamId, createdAt: { gte: start, lt: end } },
    _sum: { inputTokens: true, outputTokens: true },
  });
  const input = sum._sum.inputTokens ?? 0;
  const output = sum._sum.outputTokens ?? 0;
  return { input, output, used: input + output };
}

async function aiTokenLimit(teamId: string): Promise<{ limit: number | null; plan: string | null }> {
  const subscription = await db.subscription.findFirst({
    where: { team_id: teamId, status: { in: ENTITLED_STATUSES } },
    orderBy: { createdAt: "desc" },
    select: { product: { select: { name: true, ai_token_limit: true } } },
  });
  return { limit: subscription?.product.ai_token_limit ?? null, plan: subscription?.product.name ?? null };
}

/** 403 PLAN_LIMIT_REACHED once this month's tokens reach the plan's cap; the call that crosses it is let through. */
export async function assertAiTokenRoom(teamId: string) {
  const { limit, plan } = await aiTokenLimit(teamId);
  if (limit === null) return;
  const { used } = await aiTokensThisMonth(teamId);
  if (used >= limit) {
    throw ApiError.forbidden(
      `Your ${plan ?? "current"} plan allows ${limit} AI tokens a month and this month's are used up. Upgrade for more.`,
      "PLAN_LIMIT_REACHED",
      { feature: "ai_tokens", limit, used },
    );
  }
}
