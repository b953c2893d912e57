import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { DnsLookupError } from "@/lib/mail/private-targets";
import { type SmtpTransportTarget, smtpTransportFor } from "@/lib/services/smtp/smtp-transport-for";
import { pickRouteTarget } from "./pick-route-target";
import { healthOf, markCooling } from "./target-health";

// A send through a sending route (docs/contract.md section 20): the send core asks for a target,
// and for the next one whenever a target fails as a whole or is over its warm-up cap. Health is
// read again at each pick, so a target another worker just cooled is skipped here too.

export type RouteFailover = {
  routeId: string;
  /** The next target to try: not tried yet, not cooling, usable; null when none is left. */
  next(tried: ReadonlySet<string>): Promise<SmtpTransportTarget | null>;
  /** The target failed as a whole: it cools for the route's cooldownSeconds. */
  cool(smtpConfigId: string, error: string): Promise<void>;
};

/** The failover of route `routeId` of the team, or null when the route is gone (deleted since). */
export async function routeFailover({
  teamId,
  routeId,
  random = Math.random,
}: {
  teamId: string;
  routeId: string;
  random?: () => number;
}): Promise<RouteFailover | null> {
  const route = await db.sendingRoute.findFirst({ where: { id: routeId, teamId }, include: { targets: true } });
  if (!route) return null;
  const cool = (smtpConfigId: string, error: string) => markCooling(smtpConfigId, route.cooldownSeconds, error);

  async function next(tried: ReadonlySet<string>): Promise<SmtpTransportTarget | null> {
    const skipped = new Set(tried);
    for (;;) {
      const health = await healthOf(route!.targets.map((target) => target.smtpConfigId));
      const open = route!.targets.filter(
        (target) => !skipped.has(target.smtpConfigId) && health.get(target.smtpConfigId)?.state !== "cooling",
      );
      const choice = pickRouteTarget(open, random);
      if (!choice) return null;
      skipped.add(choice.smtpConfigId);
      try {
        const smtp = await smtpTransportFor({ teamId, id: choice.smtpConfigId });
        if (smtp) return smtp; // a deleted or inactive config is skipped
      } catch (error) {
        // A host that does not resolve, or resolves to a forbidden address: the target is unusable now.
        if (!(error instanceof DnsLookupError || error instanceof ApiError)) throw error;
        await cool(choice.smtpConfigId, error.message);
      }
    }
  }

  return { routeId, next, cool };
}
