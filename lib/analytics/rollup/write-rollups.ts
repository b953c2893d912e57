import type { DriverQuery } from "@/lib/db/driver-transaction";
import type { CounterDelta, Increments, PresenceCandidate } from "./increments";
import { EMAIL_SCOPE, isoOrNull as iso } from "./keys";

// The fold's writes of presence rows and counters (fold-rows.ts), each one statement whatever the
// batch size, and the presence counting a rebuild shares (rebuild-fold.ts).

/** Counts the candidates' members: adds one to each of their target counters. */
export function countPresent(into: Increments, present: Iterable<PresenceCandidate>): void {
  for (const { teamId, targets } of present)
    for (const target of targets)
      into.add(teamId, target.scope, target.dim, target.k1, target.k2, { [target.column]: 1 });
}

/** Inserts the batch's presence candidates; the new ones (the database decides) are counted. */
export async function insertPresence(query: DriverQuery, into: Increments): Promise<void> {
  const candidates = [...into.presence.values()];
  if (candidates.length === 0) return;
  const { rows: fresh } = await query<{ scope: string; dim: string; member: string }>(
    `INSERT INTO "AnalyticsPresence" (scope, dim, member, "teamId")
     SELECT * FROM json_to_recordset($1::text::json) AS v(scope text, dim text, member text, "teamId" text) ORDER BY 1, 2, 3
     ON CONFLICT DO NOTHING RETURNING scope, dim, member`,
    [JSON.stringify(candidates.map(({ scope, dim, member, teamId }) => ({ scope, dim, member, teamId })))],
  );
  countPresent(
    into,
    fresh.map(({ scope, dim, member }) => into.presence.get(`${scope}\u0000${dim}\u0000${member}`)!),
  );
}

/** Adds the counter increments to the stored counters, and keeps the timeline buckets' modes. */
export async function upsertCounters(query: DriverQuery, deltas: CounterDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  // One JSON parameter rather than an array per column: JSON.stringify is native, where the driver
  // escapes every element of every array in JavaScript (the fold's largest cost after the counters
  // themselves). The timeline's value counters ("tm") only ever grow, so a bucket's most frequent value after
  // this batch is either its kept mode or the best of the counters the batch touched: their new
  // totals come back from the upsert and replace the kept mode when they beat it (more entries,
  // or as many and first in collation order, the readers' tie rule).
  await query(
    `WITH counted AS (
       INSERT INTO "AnalyticsCounter" AS c (scope, dim, k1, k2, "teamId", n, u, sum, "minAt", "maxAt")
       SELECT s, d, a, b, t, n, u, x, lo AT TIME ZONE 'UTC', hi AT TIME ZONE 'UTC'
       FROM json_to_recordset($1::text::json) AS v(s text, d text, a text, b text, t text, n bigint, u bigint, x float8, lo timestamptz, hi timestamptz)
       ORDER BY 1, 2, 3, 4
       ON CONFLICT (scope, dim, k1, k2) DO UPDATE SET n = c.n + excluded.n, u = c.u + excluded.u, sum = c.sum + excluded.sum,
         "minAt" = LEAST(c."minAt", excluded."minAt"), "maxAt" = GREATEST(c."maxAt", excluded."maxAt")
       RETURNING c.scope, c.dim, c.k1, c.k2, c."teamId", c.n
     )
     INSERT INTO "AnalyticsTimelineMode" AS m (scope, bucket, "teamId", value, n)
     SELECT DISTINCT ON (scope, k1) scope, k1, "teamId", k2, n FROM counted WHERE dim = 'tm' AND n > 0 AND scope NOT LIKE '${EMAIL_SCOPE}%' ORDER BY scope, k1, n DESC, k2
     ON CONFLICT (scope, bucket) DO UPDATE SET value = excluded.value, n = excluded.n
       WHERE excluded.n > m.n OR (excluded.n = m.n AND excluded.value < m.value)`,
    [
      JSON.stringify(
        deltas.map((d) => ({
          s: d.scope,
          d: d.dim,
          a: d.k1,
          b: d.k2,
          t: d.teamId,
          n: d.n,
          u: d.u,
          x: d.sum,
          lo: iso(d.minAt),
          hi: iso(d.maxAt),
        })),
      ),
    ],
  );
}
