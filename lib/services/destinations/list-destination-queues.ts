import { db } from "@/lib/db";
import type { DestinationQueue } from "@/lib/validation/destinations";

// GET /deliverability/queues (docs/contract.md section 20): the team's destinations that hold
// mail back now, deferred ones first, then by how much waits. A domain shows while mail waits
// for it or while it is deferred; its last refusal is shown as long as it shows.

export async function listDestinationQueues({ teamId }: { teamId: string }): Promise<{ data: DestinationQueue[] }> {
  const now = new Date();
  const [waiting, states] = await Promise.all([
    db.email.groupBy({
      by: ["waitingFor"],
      where: { teamId, status: "SCHEDULED", waitingFor: { not: null }, isDeleted: false },
      _count: { _all: true },
    }),
    db.destinationState.findMany({
      where: { teamId, OR: [{ deferredUntil: { gt: now } }, { lastResponse: { not: null } }] },
      select: { domain: true, deferredUntil: true, lastResponse: true },
    }),
  ]);
  const counts = new Map(waiting.map((row) => [row.waitingFor!, row._count._all]));
  const stateOf = new Map(states.map((state) => [state.domain, state]));
  const domains = new Set([
    ...counts.keys(),
    ...states.filter((state) => state.deferredUntil && state.deferredUntil > now).map((state) => state.domain),
  ]);
  const data = [...domains].map((domain): DestinationQueue => {
    const state = stateOf.get(domain);
    const deferred = state?.deferredUntil && state.deferredUntil > now ? state.deferredUntil : undefined;
    return {
      domain,
      waiting: counts.get(domain) ?? 0,
      ...(deferred ? { deferredUntil: deferred.toISOString() } : {}),
      ...(state?.lastResponse ? { lastResponse: state.lastResponse } : {}),
    };
  });
  data.sort(
    (a, b) =>
      Number(Boolean(b.deferredUntil)) - Number(Boolean(a.deferredUntil)) ||
      b.waiting - a.waiting ||
      a.domain.localeCompare(b.domain),
  );
  return { data };
}
