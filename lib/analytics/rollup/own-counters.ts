import type { DriverQuery } from "@/lib/db/driver-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import type { EmailState } from "./email-state";
import type { CounterDelta, Increments } from "./increments";
import { emailOfScope, emailScope, isoOrNull as iso } from "./keys";

// An email's own scope ("e:<id>") keeps its counters in its fold state row (AnalyticsEmailState,
// state.c) rather than as AnalyticsCounter rows. Each pixel hit used to upsert about seven counter
// rows of its email's scope (opens, breakdown, quarter hour, timeline bucket and its three mode
// values), each an index probe and a new row version, while the state row is written once per
// email and batch anyway. The counters never travel to JavaScript: the fold reads states without
// them, and the statement that saves a state merges the batch's increments into them in the
// database (parsing and serialising every state's counters cost the pixel path more than the
// rows it saved). A state keeps at most OWN_COUNTERS_MAX keys (an email read for months, or by
// a crowd, would otherwise rewrite an ever larger state on every batch): the increments of later
// keys go to counter rows as before, and the reader sums both, which also reads the rows folded
// before this layout.

export const OWN_COUNTERS_MAX = 64;

// state.c: { "<dim>\u0003<k1>\u0003<k2>": [n, sum, minAt, maxAt] } (the times as ISO strings or null).
const SEPARATOR = "\u0003";
const ownKey = (delta: CounterDelta) => `${delta.dim}${SEPARATOR}${delta.k1}${SEPARATOR}${delta.k2}`;

export type OwnDeltas = Map<string, Map<string, CounterDelta>>;

/** Takes the batch's increments of emails' own scopes out of `into`, by email and key. */
export function takeOwnDeltas(into: Increments): OwnDeltas {
  const own: OwnDeltas = new Map();
  for (const [key, delta] of into.counters) {
    const emailId = emailOfScope(delta.scope);
    if (emailId === null) continue;
    let deltas = own.get(emailId);
    if (!deltas) own.set(emailId, (deltas = new Map()));
    deltas.set(ownKey(delta), delta);
    into.counters.delete(key);
  }
  return own;
}

export type StateToSave = { emailId: string; teamId: string; campaignId: string | null; state: EmailState };

// Per email: its increments joined to its stored counters; the known keys and as many new ones as
// the cap leaves room for are merged in (sums added, click times widened), the rest come back.
const SAVE_STATES = `
  WITH v AS (
    SELECT * FROM json_to_recordset($1::text::json) AS v(e text, t text, c text, s jsonb, d jsonb)
  ), stored AS (
    SELECT v.*, COALESCE(st.state->'c', '{}'::jsonb) AS old FROM v LEFT JOIN "AnalyticsEmailState" st ON st."emailId" = v.e
  ), cur AS (
    SELECT stored.*, (SELECT count(*) FROM jsonb_object_keys(stored.old)) AS size FROM stored
  ), deltas AS MATERIALIZED (
    -- Materialized so that the window below sorts these narrow rows, not each email's stored
    -- counters with them (which spilled a batch's sort to disk).
    SELECT cur.e, d.key, d.value AS delta, cur.old->d.key AS before, cur.old ? d.key AS known, cur.size
    FROM cur CROSS JOIN LATERAL jsonb_each(COALESCE(cur.d, '{}'::jsonb)) AS d(key, value)
  ), entries AS (
    SELECT e, key, delta, before,
           known OR size + count(*) FILTER (WHERE NOT known) OVER (PARTITION BY e ORDER BY key) <= ${OWN_COUNTERS_MAX} AS kept
    FROM deltas
  ), merged AS (
    SELECT e, jsonb_object_agg(key, jsonb_build_array(
             COALESCE((before->>0)::float8, 0) + (delta->>0)::float8,
             COALESCE((before->>1)::float8, 0) + (delta->>1)::float8,
             CASE WHEN before->>2 IS NULL OR (delta->>2) COLLATE "C" < (before->>2) THEN delta->2 ELSE before->2 END,
             CASE WHEN before->>3 IS NULL OR (delta->>3) COLLATE "C" > (before->>3) THEN delta->3 ELSE before->3 END)) AS c
    FROM entries WHERE kept GROUP BY e
  ), saved AS (
    INSERT INTO "AnalyticsEmailState" ("emailId", "teamId", "campaignId", state)
    SELECT cur.e, cur.t, cur.c, cur.s || jsonb_build_object('c', cur.old || COALESCE(m.c, '{}'::jsonb))
    FROM cur LEFT JOIN merged m ON m.e = cur.e ORDER BY 1
    ON CONFLICT ("emailId") DO UPDATE SET state = excluded.state
  )
  SELECT e, key FROM entries WHERE NOT kept`;

/**
 * Saves the emails' states (without counters: those stored stay), merging each email's own
 * increments into its counters in the same statement; the increments past the cap go back into
 * `into`, for the counter rows.
 */
export async function saveEmailStates(query: DriverQuery, states: StateToSave[], own: OwnDeltas, into: Increments): Promise<void> {
  if (states.length === 0) return;
  const rows = states.map(({ emailId, teamId, campaignId, state }) => {
    const deltas = own.get(emailId);
    const d = deltas ? Object.fromEntries([...deltas].map(([key, x]) => [key, [x.n, x.sum, iso(x.minAt), iso(x.maxAt)]])) : null;
    return { e: emailId, t: teamId, c: campaignId, s: state, d };
  });
  const { rows: spilled } = await query<{ e: string; key: string }>(SAVE_STATES, [JSON.stringify(rows)]);
  for (const { e, key } of spilled) {
    const delta = own.get(e)!.get(key)!;
    into.add(delta.teamId, delta.scope, delta.dim, delta.k1, delta.k2, { n: delta.n, sum: delta.sum, at: delta.minAt ?? undefined });
    if (delta.maxAt) into.add(delta.teamId, delta.scope, delta.dim, delta.k1, delta.k2, { at: delta.maxAt });
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
      SELECT ${scope}::text, split_part(o.key, chr(3), 1), split_part(o.key, chr(3), 2), split_part(o.key, chr(3), 3), s."teamId",
             (o.value->>0)::float8::bigint, (o.value->>1)::float8, (o.value->>2)::timestamptz AT TIME ZONE 'UTC', (o.value->>3)::timestamptz AT TIME ZONE 'UTC'
      FROM "AnalyticsEmailState" s CROSS JOIN LATERAL jsonb_each(s.state->'c') AS o
      WHERE s."emailId" = ${emailId} AND s."teamId" = ${teamId} AND jsonb_typeof(s.state->'c') = 'object'
    ) p
    GROUP BY 1, 2, 3, 4, 5)`;
}
