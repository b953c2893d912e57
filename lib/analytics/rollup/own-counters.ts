import type { DriverQuery } from "@/lib/db/driver-transaction";
import type { EmailState } from "./email-state";
import type { CounterDelta, Increments } from "./increments";
import { isoOrNull as iso } from "./keys";

// An email's own scope ("e:<id>") keeps its counters in its fold state row (AnalyticsEmailState,
// state.c) rather than as AnalyticsCounter rows. Each pixel hit used to upsert about seven counter
// rows of its email's scope (opens, breakdown, quarter hour, timeline bucket and its three mode
// values), each an index probe and a new row version, while the state row is written once per
// email and batch anyway. The fold reads each email's counters with its state and works out the new
// values of the keys the batch touched; the statement that saves the state merges only those into
// the stored counters (jsonb ||), so PostgreSQL parses a batch's changes, not every state's
// counters. (Summing them in SQL, key by key, was half of PostgreSQL's time per pixel once the
// fold had moved to the recorder's own thread, lib/services/tracking/record/recorder-thread.ts.) A state keeps at
// most OWN_COUNTERS_MAX keys (an email read for months, or by a crowd, would otherwise rewrite an
// ever larger state on every batch): the increments of later keys go to counter rows as before,
// and the reader sums both, which also reads the rows folded before this layout.

export const OWN_COUNTERS_MAX = 64;

// state.c: { ownCounterKey(dim, k1, k2): [n, sum, minAt, maxAt] } (the times as ISO strings or null).
export type OwnCounters = Record<string, [number, number, string | null, string | null]>;

/** The batch's increments of emails' own scopes, by email and key (Increments.own). */
export type OwnDeltas = ReadonlyMap<string, Map<string, CounterDelta>>;

/** `counters`: the email's stored state.c as the fold read it (under its team's fold lock). */
export type StateToSave = {
  emailId: string;
  teamId: string;
  campaignId: string | null;
  state: EmailState;
  counters: OwnCounters | null;
};

// A new state replaces the stored one; its counters are the changed keys only, merged into the
// stored counters.
const SAVE_STATES = `
  INSERT INTO "AnalyticsEmailState" AS st ("emailId", "teamId", "campaignId", state)
  SELECT e, t, c, s FROM json_to_recordset($1::text::json) AS v(e text, t text, c text, s jsonb) ORDER BY 1
  ON CONFLICT ("emailId") DO UPDATE
    SET state = excluded.state || jsonb_build_object('c', CASE WHEN jsonb_typeof(st.state->'c') = 'object' THEN st.state->'c' ELSE '{}'::jsonb END || (excluded.state->'c'))`;

const earlier = (a: string | null, b: string | null) => (a === null || (b !== null && b < a) ? b : a);
const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

const timeJson = (at: string | null) => (at === null ? "null" : `"${at}"`);
const numberJson = (value: number) => (Number.isFinite(value) ? String(value) : "null");

/** The new values of the keys `deltas` touch (sums added, click times widened), as the JSON of
 * an object; a new key past the cap goes to `spill` instead (the first ones in key order are
 * kept). Written as text rather than built as an object: the keys are unique strings, and objects
 * made of them were the largest cost of a rebuild's fold (16.8 s of 1M entries' fold against 8.1 s
 * as text, bench/README.md, analytics-reports). */
function changedCountersJson(
  stored: OwnCounters | null,
  deltas: Map<string, CounterDelta> | undefined,
  spill: (delta: CounterDelta) => void,
): string {
  if (!deltas) return "{}";
  const counters = stored ?? {};
  let room = OWN_COUNTERS_MAX - (stored ? Object.keys(counters).length : 0);
  let fresh = 0;
  if (stored) {
    for (const key of deltas.keys()) if (!(key in counters)) fresh += 1;
  } else fresh = deltas.size;
  // Only when some must spill does the order matter (sorting every email's keys cost each batch).
  const keys = fresh > room ? [...deltas.keys()].sort() : deltas.keys();
  let json = "";
  for (const key of keys) {
    const delta = deltas.get(key)!;
    const before = stored ? counters[key] : undefined;
    const minAt = iso(delta.minAt);
    const maxAt = iso(delta.maxAt);
    let value: string;
    if (before)
      value = `[${numberJson(before[0] + delta.n)},${numberJson(before[1] + delta.sum)},${timeJson(earlier(before[2], minAt))},${timeJson(later(before[3], maxAt))}]`;
    else if (room > 0) {
      room -= 1;
      value = `[${numberJson(delta.n)},${numberJson(delta.sum)},${timeJson(minAt)},${timeJson(maxAt)}]`;
    } else {
      spill(delta);
      continue;
    }
    json += `${json === "" ? "" : ","}${JSON.stringify(key)}:${value}`;
  }
  return `{${json}}`;
}

/** The state as JSON with `countersJson` as its "c" object. */
function stateJson(state: EmailState, countersJson: string): string {
  const text = JSON.stringify(state);
  return `${text.slice(0, -1)}${text === "{}" ? "" : ","}"c":${countersJson}}`;
}

/** A state row as it is saved: e = email, t = team, c = campaign, s = the state with its counters, as JSON. */
export type SavedState = { e: string; t: string; c: string | null; s: string };

/** The emails' states with their own increments merged into their counters; the increments past
 * the cap go back into `into`, for the counter rows. */
export function savedStates(states: StateToSave[], own: OwnDeltas, into: Increments): SavedState[] {
  const spill = (delta: CounterDelta) => into.addToRow(delta);
  return states.map(({ emailId, teamId, campaignId, state, counters }) => ({
    e: emailId,
    t: teamId,
    c: campaignId,
    s: stateJson(state, changedCountersJson(counters, own.get(emailId), spill)),
  }));
}

/**
 * Saves the emails' states (savedStates). Runs under the teams' fold locks, so the counters the
 * fold read are still the stored ones.
 */
export async function saveEmailStates(
  query: DriverQuery,
  states: StateToSave[],
  own: OwnDeltas,
  into: Increments,
): Promise<void> {
  if (states.length === 0) return;
  const rows = savedStates(states, own, into).map(
    ({ e, t, c, s }) => `{"e":${JSON.stringify(e)},"t":${JSON.stringify(t)},"c":${JSON.stringify(c)},"s":${s}}`,
  );
  await query(SAVE_STATES, [`[${rows.join(",")}]`]);
}
