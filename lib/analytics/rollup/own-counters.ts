import { Prisma } from "@/lib/generated/prisma/client";
import { cloneState, emptyState, type EmailState, type OwnCounter } from "./email-state";
import type { CounterDelta, Increments } from "./increments";
import { emailOfScope, emailScope, isoOrNull as iso } from "./keys";

// An email's own scope ("e:<id>") keeps its counters in its fold state (AnalyticsEmailState) rather
// than as AnalyticsCounter rows. Each pixel hit used to upsert about seven counter rows of its
// email's scope (opens, breakdown, quarter hour, timeline bucket and its three mode values), each an
// index probe and a new row version; the state row is written once per email and batch anyway.
// A state keeps at most OWN_COUNTERS_MAX of them (an email read for months, or forwarded to a crowd,
// would otherwise rewrite an ever larger state on every batch): later keys go to AnalyticsCounter
// rows as before, and the reader sums both, which also reads the rows folded before this layout.

export const OWN_COUNTERS_MAX = 256;

const keyOf = (dim: string, k1: string, k2: string) => `${dim}\u0000${k1}\u0000${k2}`;
// ISO strings of one format order as their instants do.
const earlier = (a: string | null | undefined, b: string | null) => (!a ? b : !b || a < b ? a : b);
const later = (a: string | null | undefined, b: string | null) => (!a ? b : !b || a > b ? a : b);

function merged(counter: OwnCounter | undefined, delta: CounterDelta): OwnCounter {
  const [dim, k1, k2, n = 0, sum = 0, minAt, maxAt] = counter ?? [delta.dim, delta.k1, delta.k2];
  const next: OwnCounter = [dim, k1, k2, n + delta.n];
  const lo = earlier(minAt, iso(delta.minAt));
  const hi = later(maxAt, iso(delta.maxAt));
  if (sum + delta.sum !== 0 || lo || hi) next.push(sum + delta.sum);
  if (lo || hi) next.push(lo, hi);
  return next;
}

type OwnList = { counters: OwnCounter[]; index: Map<string, number> };

/**
 * Takes the batch's increments of emails' own scopes out of `into` and adds them to the emails'
 * next states (`states`, where an email without one gets a copy of its stored state), up to the
 * cap; what does not fit stays in `into` for the counter rows. `stored` is each email's state as
 * loaded: the counters are always taken from it, whatever the fold did to the rest of the state.
 */
export function moveOwnCounters(into: Increments, stored: Map<string, EmailState | null>, states: Map<string, EmailState>): void {
  const lists = new Map<string, OwnList>();
  const listOf = (emailId: string): OwnList => {
    let list = lists.get(emailId);
    if (!list) {
      const before = stored.get(emailId) ?? null;
      const counters = [...(before?.c ?? [])];
      list = { counters, index: new Map(counters.map(([dim, k1, k2], position) => [keyOf(dim, k1, k2), position])) };
      lists.set(emailId, list);
      const state = states.get(emailId) ?? (before ? cloneState(before) : emptyState());
      state.c = counters;
      states.set(emailId, state);
    }
    return list;
  };
  for (const [key, delta] of into.counters) {
    const emailId = emailOfScope(delta.scope);
    if (emailId === null || !stored.has(emailId)) continue;
    const list = listOf(emailId);
    const id = keyOf(delta.dim, delta.k1, delta.k2);
    const position = list.index.get(id);
    if (position !== undefined) list.counters[position] = merged(list.counters[position], delta);
    else if (list.counters.length < OWN_COUNTERS_MAX) {
      list.index.set(id, list.counters.length);
      list.counters.push(merged(undefined, delta));
    } else continue;
    into.counters.delete(key);
  }
}

/**
 * The counters of an email's own scope as AnalyticsCounter rows (scope, dim, k1, k2, teamId, n, u,
 * sum, minAt, maxAt): those in its state plus any rows of its scope, summed per key. Readers use
 * it in place of the table for an email (read-rollups.ts).
 */
export function ownCounterRows(emailId: string, teamId: string): Prisma.Sql {
  const scope = emailScope(emailId);
  return Prisma.sql`(
    SELECT p.scope, p.dim, p.k1, p.k2, p."teamId", sum(p.n)::bigint AS n, 0::bigint AS u, sum(p.sum) AS sum, min(p."minAt") AS "minAt", max(p."maxAt") AS "maxAt"
    FROM (
      SELECT scope, dim, k1, k2, "teamId", n, sum, "minAt", "maxAt" FROM "AnalyticsCounter" WHERE scope = ${scope} AND "teamId" = ${teamId}
      UNION ALL
      SELECT ${scope}::text, o->>0, o->>1, o->>2, s."teamId", (o->>3)::bigint, COALESCE((o->>4)::float8, 0),
             (o->>5)::timestamptz AT TIME ZONE 'UTC', (o->>6)::timestamptz AT TIME ZONE 'UTC'
      FROM "AnalyticsEmailState" s CROSS JOIN LATERAL jsonb_array_elements(s.state->'c') AS o
      WHERE s."emailId" = ${emailId} AND s."teamId" = ${teamId} AND jsonb_typeof(s.state->'c') = 'array'
    ) p
    GROUP BY 1, 2, 3, 4, 5)`;
}
