import { teamRateLimits } from "@/lib/api/rate-limit";
import type { TeamRateLimits } from "@/lib/validation/rate-limits";

/** GET /settings/rate-limits: each group's limit in force for the team, its window and source. */
export async function getTeamRateLimits({ teamId }: { teamId: string }): Promise<TeamRateLimits> {
  const { multiplier, groups } = await teamRateLimits(teamId, { fresh: true });
  return { data: groups, multiplier };
}
