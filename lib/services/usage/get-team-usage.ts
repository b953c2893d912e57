import { db } from "@/lib/db";
import { ENTITLED_STATUSES } from "@/lib/billing/entitled-statuses";
import { aiTokensThisMonth } from "../ai/ai-token-room";

/** The calendar month (UTC) `now` falls in, as [start, end). */
export function monthPeriod(now: Date) {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** GET /usage: the team's API requests, sending and AI tokens this month, and what it holds now. */
export async function getTeamUsage({ teamId, now = new Date() }: { teamId: string; now?: Date }) {
  const period = monthPeriod(now);
  const [requestCounts, emailsSent, contacts, campaigns, plan, aiTokens] = await Promise.all([
    db.apiUsage.groupBy({
      by: ["method", "path"],
      where: { teamId, day: { gte: period.start, lt: period.end } },
      _sum: { count: true },
    }),
    // A bounce is reported after the send, so bounced emails were sent too.
    db.email.count({
      where: { teamId, status: { in: ["SENT", "BOUNCED"] }, sentAt: { gte: period.start, lt: period.end } },
    }),
    db.contact.count({ where: { teamId } }),
    db.campaign.count({ where: { teamId } }),
    db.subscription.findFirst({
      where: { team_id: teamId, status: { in: ENTITLED_STATUSES } },
      orderBy: { createdAt: "desc" },
      select: { product: { select: { email_limit: true, ai_token_limit: true } } },
    }),
    aiTokensThisMonth(teamId, now),
  ]);

  const byPath = requestCounts
    .map(({ method, path, _sum }) => [`${method} ${path}`, _sum.count ?? 0] as const)
    .sort(([pathA, countA], [pathB, countB]) => countB - countA || pathA.localeCompare(pathB));
  return {
    period,
    requests: { total: byPath.reduce((sum, [, count]) => sum + count, 0), byPath: Object.fromEntries(byPath) },
    // The cap counts what is queued (lib/services/billing/reserve-email-quota.ts); `sent` what went out.
    emails: { sent: emailsSent, limit: plan?.product.email_limit ?? null },
    contacts,
    campaigns,
    aiTokens: { ...aiTokens, limit: plan?.product.ai_token_limit ?? null },
  };
}
