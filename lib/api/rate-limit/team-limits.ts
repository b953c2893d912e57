import { ENTITLED_STATUSES } from "@/lib/billing/entitled-statuses";
import { db } from "@/lib/db";
import { processSingleton } from "@/lib/process/singletons";
import { RATE_LIMIT_GROUPS, type RateLimitGroupName, type TeamRateLimit } from "@/lib/validation/rate-limits";
import { GROUP_BY_NAME } from "./group-names";
import { GROUP_RULES } from "./groups";
import type { RateLimitGroup } from "./types";

// A team's own rate limits (docs/contract.md section 25), as every request of its users and keys
// needs them: read once per team every CACHE_MS per process, and at once after the team changes
// them here (other processes see a change within CACHE_MS). A limit above what the plan now
// allows (after a downgrade) is cut to the plan's cap: the plan's `rate_limit_multiplier` times
// the group's default.

const CACHE_MS = 30_000;

export type TeamLimits = {
  /** The plan's multiplier; null: no cap. */
  multiplier: number | null;
  /** Each group's limit in force for the team and where it comes from. */
  groups: TeamRateLimit[];
};

type Cached = { limits: Promise<TeamLimits>; until: number };

const cache = () => processSingleton("api.team-rate-limits", () => new Map<string, Cached>());

/** The plan's rate_limit_multiplier: 1 without an entitled plan or the feature, null for no cap. */
async function planMultiplier(teamId: string): Promise<number | null> {
  const config = await db.productFeatureConfig.findFirst({
    where: {
      feature: "rate_limit_multiplier",
      enabled: true,
      product: { subscriptions: { some: { team_id: teamId, status: { in: ENTITLED_STATUSES }, isDeleted: false } } },
    },
    select: { limit: true },
  });
  return config ? config.limit : 1;
}

/** The highest limit the plan allows for a group; null: no cap. */
export const planCap = (name: RateLimitGroupName, multiplier: number | null) =>
  multiplier === null ? null : GROUP_RULES[GROUP_BY_NAME[name]].limit * multiplier;

async function readTeamLimits(teamId: string): Promise<TeamLimits> {
  const [rows, multiplier] = await Promise.all([
    db.teamRateLimit.findMany({ where: { teamId }, select: { group: true, limit: true } }),
    planMultiplier(teamId),
  ]);
  const own = new Map(rows.map((row) => [row.group, row.limit]));
  const groups = RATE_LIMIT_GROUPS.map((group): TeamRateLimit => {
    const rule = GROUP_RULES[GROUP_BY_NAME[group]];
    const maxLimit = planCap(group, multiplier);
    const base = { group, windowSeconds: rule.window, defaultLimit: rule.limit, maxLimit };
    const limit = own.get(group);
    if (limit === undefined) return { ...base, limit: rule.limit, source: "default" };
    if (maxLimit !== null && limit > maxLimit) return { ...base, limit: maxLimit, source: "plan" };
    return { ...base, limit, source: "team" };
  });
  return { multiplier, groups };
}

/**
 * The team's limits per group, from the cache when it is fresh; `fresh` reads them again (the
 * settings page: a plan changed since shows at once).
 */
export function teamRateLimits(teamId: string, { fresh = false }: { fresh?: boolean } = {}): Promise<TeamLimits> {
  const entries = cache();
  const now = Date.now();
  const hit = entries.get(teamId);
  if (hit && hit.until > now && !fresh) return hit.limits;
  const limits = readTeamLimits(teamId);
  entries.set(teamId, { limits, until: now + CACHE_MS });
  // A failed read is not kept: the next request reads again.
  limits.catch(() => entries.delete(teamId));
  return limits;
}

/** Drops the team's cached limits (after they changed). */
export function forgetTeamRateLimits(teamId: string): void {
  cache().delete(teamId);
}

/** The team's own limit for a limiter group, when it has one (undefined: the group's default). */
export async function teamLimitFor(teamId: string, group: RateLimitGroup): Promise<number | undefined> {
  const { groups } = await teamRateLimits(teamId);
  const found = groups.find((item) => GROUP_BY_NAME[item.group] === group);
  return found && found.source !== "default" ? found.limit : undefined;
}
