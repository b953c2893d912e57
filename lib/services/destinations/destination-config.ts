import { db } from "@/lib/db";
import { parseDestinationLimits } from "@/lib/validation/destinations";

// What the send core needs to know about a team's destinations before each send (docs/contract.md
// section 20): its perMinute limits and the domains deferred now. Read at most every CACHE_MS per
// team and process, so a send to a team without limits or deferrals costs no database round trip
// (the campaign fan-out is benchmarked: bench/README.md, campaign-send). A deferral another worker
// recorded is seen within CACHE_MS; a message sent meanwhile is refused by the destination and
// deferred in turn, so nothing is lost for it.

const CACHE_MS = 2_000;

export type DeferralState = { deferredUntil: Date | null; deferrals: number };
export type DestinationConfig = {
  /** perMinute per domain. */
  limits: Map<string, number>;
  /** Domains deferred now or refused before (deferrals > 0). */
  states: Map<string, DeferralState>;
};

const cache = new Map<string, { config: Promise<DestinationConfig>; loadedAt: number }>();

async function load(teamId: string): Promise<DestinationConfig> {
  const [settings, states] = await Promise.all([
    db.teamSettings.findFirst({ where: { teamId }, select: { destinationLimits: true } }),
    db.destinationState.findMany({
      where: { teamId, OR: [{ deferredUntil: { gt: new Date() } }, { deferrals: { gt: 0 } }] },
      select: { domain: true, deferredUntil: true, deferrals: true },
    }),
  ]);
  return {
    limits: new Map(
      parseDestinationLimits(settings?.destinationLimits).map((limit) => [limit.domain, limit.perMinute]),
    ),
    states: new Map(states.map(({ domain, ...state }) => [domain, state])),
  };
}

export function destinationConfig(teamId: string): Promise<DestinationConfig> {
  const cached = cache.get(teamId);
  if (cached && Date.now() - cached.loadedAt < CACHE_MS) return cached.config;
  const config = load(teamId);
  cache.set(teamId, { config, loadedAt: Date.now() });
  config.catch(() => cache.delete(teamId));
  return config;
}

/** Whether any of the team's destinations needs looking at: a limit, a deferral or a past refusal. */
export const needsGate = (config: DestinationConfig) => config.limits.size > 0 || config.states.size > 0;

/** The settings changed here: read them again at the next send (other processes within CACHE_MS). */
export function forgetDestinationConfig(teamId: string): void {
  cache.delete(teamId);
}

/** A deferral this process just recorded, seen by its next send at once. */
export async function noteDeferral(teamId: string, domain: string, state: DeferralState): Promise<void> {
  const cached = cache.get(teamId);
  if (cached) (await cached.config).states.set(domain, state);
}

/** The domain of an email's first recipient ("Ann <ann@Gmail.com>, bob@x.org" -> "gmail.com"), lower-case. */
export function recipientDomain(to: string): string | null {
  const first = to.split(",")[0];
  const address = /<([^>]*)>/.exec(first)?.[1] ?? first;
  const at = address.lastIndexOf("@");
  const domain =
    at < 0
      ? ""
      : address
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain || null;
}
