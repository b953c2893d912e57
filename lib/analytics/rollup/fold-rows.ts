import type { DriverQuery } from "@/lib/db/driver-transaction";
import { foldContactEngagement } from "./contact-engagement";
import {
  applyEngagement,
  cloneState,
  contributionOf,
  emptyState,
  engagementOrder,
  inOrder,
  type Engagement,
  type EmailState,
} from "./email-state";
import { addRow, countEmailInGroup, Increments, performerKeys, type EmailContext, type FoldRow } from "./increments";
import { campaignScope, EMAIL_SCOPE, emailScope, isoOrNull as iso, teamScope } from "./keys";
import { localMonthHour } from "./local-time";
import { saveEmailStates, type OwnCounters } from "./own-counters";

// Folds tracking rows into the roll-ups, inside the caller's driver transaction (withDriverTransaction:
// this is the hot path of every pixel), which holds the team's fold lock (lockTeams) and has already
// stored the rows with "rolledUp" = true. One statement per
// table whatever the batch size: presence inserts (which tell the unique counters what is new),
// email states with their own counters merged in (own-counters.ts), then one upsert of every other
// counter increment. Events arriving out of time order
// for an email (a POST /t with an old timestamp) make it recompute that email's order-dependent
// state from its folded rows; its averages in the counters move by the difference.

/** Serialises folds per team (transaction-scoped advisory locks, taken in a stable order).
 * `shared`: for the parallel transactions of one tail fold (fold-tail.ts), which fold disjoint
 * emails and so may run beside each other, never beside any other fold of the team. */
export async function lockTeams(
  query: DriverQuery,
  teamIds: Iterable<string>,
  { shared = false }: { shared?: boolean } = {},
): Promise<void> {
  const lock = shared ? "pg_advisory_xact_lock_shared" : "pg_advisory_xact_lock";
  for (const teamId of [...new Set(teamIds)].sort()) await query(`SELECT ${lock}(hashtext($1))`, [`rollup:${teamId}`]);
}

type StateRow = {
  id: string;
  teamId: string;
  campaignId: string | null;
  sentAt: Date | null;
  counted: boolean;
  timezone: string;
  state: EmailState | null;
  counters: OwnCounters | null;
};

/** The batch's emails with their roll-up state and their team's time zone. */
async function loadEmails(query: DriverQuery, ids: string[]): Promise<Map<string, StateRow>> {
  const { rows } = await query<StateRow>(
    `SELECT e.id, e."teamId", e."campaignId", e."sentAt" AT TIME ZONE 'UTC' AS "sentAt", (NOT e.test AND NOT e."isDeleted") AS counted,
            COALESCE(NULLIF(ts.timezone, ''), 'UTC') AS timezone, s.state - 'c' AS state,
            CASE WHEN jsonb_typeof(s.state->'c') = 'object' THEN s.state->'c' END AS counters
     FROM "Email" e LEFT JOIN "AnalyticsEmailState" s ON s."emailId" = e.id LEFT JOIN "TeamSettings" ts ON ts."teamId" = e."teamId"
     WHERE e.id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

function contextOf(email: StateRow | undefined): EmailContext {
  if (!email) return { sentMonth: null, timezone: "UTC" };
  return {
    sentMonth: email.counted && email.sentAt ? localMonthHour(email.sentAt, email.timezone).month : null,
    timezone: email.timezone,
  };
}

/** The distinct-recipient presence rows that exist for certain in the email's campaign, by what its
 * state has folded (under the team's fold lock): the human open or click that set it was folded
 * with them, for the same campaign and recipient. A rebuild recomputes both from the raw rows. */
function presentOf(state: EmailState | null): ReadonlySet<string> | undefined {
  if (!state || (state.lastAt ?? null) === null) return undefined;
  const present = ["opened"];
  if ((state.firstOpenAt ?? null) !== null) present.push("openers");
  if (state.clickMonth) present.push("clickers");
  return new Set(present);
}

/** The overview's performer state: the latest month each value was seen, the latest click month. */
function mergeSeen(
  state: EmailState,
  before: EmailState | null,
  events: (Engagement & { keys: string[]; month: string })[],
) {
  const seen = { ...(before?.seen ?? {}) };
  let clickMonth = before?.clickMonth ?? null;
  for (const event of events) {
    for (const key of event.keys) if (!seen[key] || seen[key] < event.month) seen[key] = event.month;
    if (!event.isOpen && (!clickMonth || clickMonth < event.month)) clickMonth = event.month;
  }
  state.seen = seen;
  state.clickMonth = clickMonth;
}

/** Moves the email between the overview's (seen month, click month) counters of each value that
 * changed. mergeSeen only adds values or moves them to later months, so every value seen before is
 * still seen; one whose month and click month are unchanged stays where it is. */
function addSeenDelta(into: Increments, email: StateRow, before: EmailState | null, after: EmailState) {
  const scope = teamScope(email.teamId);
  const oldClick = before?.clickMonth ?? "-";
  const newClick = after.clickMonth ?? "-";
  const oldSeen = before?.seen ?? {};
  for (const [key, month] of Object.entries(after.seen ?? {})) {
    const was = oldSeen[key];
    if (was === month && oldClick === newClick) continue;
    if (was !== undefined) into.add(email.teamId, scope, "pf", `${was}|${oldClick}`, key, { n: -1 });
    into.add(email.teamId, scope, "pf", `${month}|${newClick}`, key, { n: 1 });
  }
}

async function loadEngagements(query: DriverQuery, emailIds: string[]): Promise<Map<string, Engagement[]>> {
  const { rows } = await query<{ emailId: string; event: string; timestamp: Date; url: string | null }>(
    `SELECT "emailId", event::text AS event, timestamp AT TIME ZONE 'UTC' AS timestamp, url FROM "EmailTracking"
     WHERE "emailId" = ANY($1::text[]) AND "rolledUp" AND NOT "isDeleted" AND NOT "isAutomated" AND event IN ('open', 'click')`,
    [emailIds],
  );
  const byEmail = new Map<string, Engagement[]>();
  for (const row of rows) {
    const list = byEmail.get(row.emailId) ?? [];
    list.push({ at: row.timestamp.getTime(), isOpen: row.event === "open", url: row.url ?? "" });
    byEmail.set(row.emailId, list);
  }
  return byEmail;
}

function replay(events: Engagement[]): EmailState {
  const state = emptyState();
  for (const event of [...events].sort(engagementOrder)) applyEngagement(state, event);
  return state;
}

/** Moves the averages of the email's scopes from its old contribution to its new one. */
function addContributionDelta(into: Increments, email: StateRow, before: EmailState | null, after: EmailState) {
  const sentAt = email.sentAt?.getTime() ?? null;
  const old = contributionOf(before, sentAt);
  const now = contributionOf(after, sentAt);
  const scopes = [emailScope(email.id), ...(email.campaignId ? [campaignScope(email.campaignId)] : [])];
  for (const scope of scopes) {
    if (now.readN !== old.readN || now.readSum !== old.readSum)
      into.add(email.teamId, scope, "n", "read", "", { n: now.readN - old.readN, sum: now.readSum - old.readSum });
    if (now.firstOpenN !== old.firstOpenN || now.firstOpenSum !== old.firstOpenSum)
      into.add(email.teamId, scope, "n", "firstOpen", "", {
        n: now.firstOpenN - old.firstOpenN,
        sum: now.firstOpenSum - old.firstOpenSum,
      });
    for (const url of new Set([...Object.keys(old.after), ...Object.keys(now.after)])) {
      const [n0, s0] = old.after[url] ?? [0, 0];
      const [n1, s1] = now.after[url] ?? [0, 0];
      if (n0 !== n1 || s0 !== s1) into.add(email.teamId, scope, "la", url, "", { n: n1 - n0, sum: s1 - s0 });
    }
  }
}

/** The next states of the batch's emails with human opens or clicks (not yet saved), and what they
 * move in the counters. */
async function foldEmailStates(
  query: DriverQuery,
  rows: FoldRow[],
  byId: Map<string, StateRow>,
  into: Increments,
): Promise<Map<string, EmailState>> {
  const engagements = new Map<string, (Engagement & { keys: string[]; month: string })[]>();
  for (const row of rows) {
    if (row.isAutomated || (row.event !== "open" && row.event !== "click")) continue;
    const email = byId.get(row.emailId);
    if (!email) continue;
    const { month, hour } = localMonthHour(row.timestamp, email.timezone);
    const list = engagements.get(row.emailId) ?? [];
    list.push({
      at: row.timestamp.getTime(),
      isOpen: row.event === "open",
      url: row.url ?? "",
      keys: performerKeys(row, hour),
      month,
    });
    engagements.set(row.emailId, list);
  }
  const next = new Map<string, EmailState>();
  if (engagements.size === 0) return next;
  const emails = [...engagements.keys()].map((id) => byId.get(id)!);
  const recompute: StateRow[] = [];
  for (const email of emails) {
    const events = engagements.get(email.id)!.sort(engagementOrder);
    const state: EmailState = email.state ? cloneState(email.state) : emptyState();
    const foldable = events.every((event) => {
      if (!inOrder(state, event)) return false;
      applyEngagement(state, event);
      return true;
    });
    if (foldable) next.set(email.id, state);
    else recompute.push(email);
  }
  if (recompute.length > 0) {
    const folded = await loadEngagements(
      query,
      recompute.map((email) => email.id),
    );
    for (const email of recompute) next.set(email.id, replay(folded.get(email.id) ?? []));
  }
  for (const email of emails) {
    const state = next.get(email.id)!;
    mergeSeen(state, email.state, engagements.get(email.id)!);
    addContributionDelta(into, email, email.state, state);
    addSeenDelta(into, email, email.state, state);
    // The email's first human open or click, and first human click (increments.ts keeps no presence
    // rows in an email's own scope): counted in the team overview's groups.
    if ((email.state?.lastAt ?? null) === null && state.lastAt !== null)
      countEmailInGroup(into, email, contextOf(email), "opened");
    if ((email.state?.clickMonth ?? null) === null && state.clickMonth !== null)
      countEmailInGroup(into, email, contextOf(email), "clicked");
  }
  return next;
}

async function insertPresence(query: DriverQuery, into: Increments) {
  const candidates = [...into.presence.values()];
  if (candidates.length === 0) return;
  const { rows: fresh } = await query<{ scope: string; dim: string; member: string }>(
    `INSERT INTO "AnalyticsPresence" (scope, dim, member, "teamId")
     SELECT * FROM json_to_recordset($1::text::json) AS v(scope text, dim text, member text, "teamId" text) ORDER BY 1, 2, 3
     ON CONFLICT DO NOTHING RETURNING scope, dim, member`,
    [JSON.stringify(candidates.map(({ scope, dim, member, teamId }) => ({ scope, dim, member, teamId })))],
  );
  for (const { scope, dim, member } of fresh) {
    const { teamId, targets } = into.presence.get(`${scope}\u0000${dim}\u0000${member}`)!;
    for (const target of targets)
      into.add(teamId, target.scope, target.dim, target.k1, target.k2, { [target.column]: 1 });
  }
}

async function upsertCounters(query: DriverQuery, into: Increments) {
  const deltas = [...into.counters.values()];
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

/**
 * Folds stored rows (marked "rolledUp") into the roll-ups. Deleted rows count nothing.
 * `storeRows`, when given, stores the rows themselves: it is issued once the emails are read, and
 * the database runs it while the fold works out the increments (the recorder's INSERT and the
 * fold's computing overlap rather than take turns).
 */
export async function foldRows(
  query: DriverQuery,
  rows: (FoldRow & { isDeleted?: boolean })[],
  storeRows?: () => Promise<unknown>,
): Promise<void> {
  const live = rows.filter((row) => !row.isDeleted);
  if (live.length === 0) return void (await storeRows?.());
  const into = new Increments();
  const emails = await loadEmails(query, [...new Set(live.map((row) => row.emailId))]);
  const stored = storeRows?.();
  stored?.catch(() => undefined); // awaited below, before the fold's first write
  const contexts = new Map(
    [...emails.values()].map((email) => [email.id, { ...contextOf(email), present: presentOf(email.state) }]),
  );
  for (const row of live) addRow(into, row, contexts.get(row.emailId) ?? contextOf(undefined));
  // Which time zone the team's month and hour counters were made in (read-overview.ts checks it).
  for (const email of emails.values()) into.add(email.teamId, teamScope(email.teamId), "tz", email.timezone, "", {});
  // An email whose events arrive out of order is recomputed from its folded rows: that read is
  // issued after `storeRows`, so it sees this batch's rows too.
  const states = await foldEmailStates(query, live, emails, into).catch(async (error: unknown) => {
    await stored; // the INSERT's own failure, rather than the aborted transaction's that followed it
    throw error;
  });
  await stored;
  await insertPresence(query, into);
  // Last, once every increment of the emails' own scopes is known (the presence inserts add some).
  const own = into.own;
  const toSave = [...new Set([...states.keys(), ...own.keys()])].map((id) => {
    const email = emails.get(id)!;
    return {
      emailId: id,
      teamId: email.teamId,
      campaignId: email.campaignId,
      state: states.get(id) ?? email.state ?? emptyState(),
      counters: email.counters,
    };
  });
  await saveEmailStates(query, toSave, own, into);
  await upsertCounters(query, into);
  await foldContactEngagement(query, live);
}
