// The choice among a route's targets (docs/contract.md section 20): the best (lowest) priority
// that still has a usable target, then one of that priority's targets at random by weight.

export type RouteTargetChoice = { smtpConfigId: string; weight: number; priority: number };

/** A target from `targets` (already stripped of cooling and tried ones), or null when none is left. */
export function pickRouteTarget<T extends RouteTargetChoice>(
  targets: T[],
  random: () => number = Math.random,
): T | null {
  if (targets.length === 0) return null;
  const best = Math.min(...targets.map((target) => target.priority));
  const tier = targets.filter((target) => target.priority === best);
  const total = tier.reduce((sum, target) => sum + target.weight, 0);
  let point = random() * total;
  for (const target of tier) {
    point -= target.weight;
    if (point < 0) return target;
  }
  return tier[tier.length - 1];
}
