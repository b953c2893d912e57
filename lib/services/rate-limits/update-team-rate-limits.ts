import { ApiError } from "@/lib/api/errors";
import { forgetTeamRateLimits, planCap, teamRateLimits } from "@/lib/api/rate-limit";
import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import type { TeamRateLimits, UpdateRateLimitsInput } from "@/lib/validation/rate-limits";
import { getTeamRateLimits } from "./get-team-rate-limits";

/**
 * PUT /settings/rate-limits: the team's limits become `overrides` (a group left out goes back to
 * its default). A limit above the plan's cap (its rate_limit_multiplier times the group's default)
 * is refused with 403 PLAN_LIMIT_REACHED, and nothing changes.
 */
export async function updateTeamRateLimits({
  teamId,
  overrides,
  actor,
}: {
  teamId: string;
  overrides: UpdateRateLimitsInput["overrides"];
  actor?: AuditActor;
}): Promise<TeamRateLimits> {
  const { multiplier } = await teamRateLimits(teamId, { fresh: true });
  for (const { group, limit } of overrides) {
    const cap = planCap(group, multiplier);
    if (cap !== null && limit > cap)
      throw ApiError.forbidden(
        `Your plan allows at most ${cap} requests per window for ${group}. Upgrade to raise it further.`,
        "PLAN_LIMIT_REACHED",
        { feature: "rate_limit_multiplier", group, limit: cap, used: limit },
      );
  }
  await db.$transaction(async (tx) => {
    await tx.teamRateLimit.deleteMany({ where: { teamId, group: { notIn: overrides.map(({ group }) => group) } } });
    for (const { group, limit } of overrides)
      await tx.teamRateLimit.upsert({
        where: { teamId_group: { teamId, group } },
        create: { teamId, group, limit },
        update: { limit },
      });
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "rate_limits.updated",
        ...actor,
        targetType: "team",
        targetId: teamId,
        details: { overrides },
      });
  });
  forgetTeamRateLimits(teamId);
  return getTeamRateLimits({ teamId });
}
