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
import { campaignScope, emailScope, teamScope } from "./keys";
import { localMonthHour } from "./local-time";
import { saveEmailStates, type OwnCounters, type StateToSave } from "./own-counters";
import { insertPresence, upsertCounters } from "./write-rollups";

// Folds tracking rows into the roll-ups, inside the caller's driver transaction (withDriverTransaction:
// this is the hot path of every pixel), which holds the team's fold lock (fold-locks.ts) and has already
// stored the rows with "rolledUp" = true. One statement per
// table whatever the batch size: presence inserts (which tell the unique counters what is new),
// email states with their own counters merged in (own-counters.ts), then one upsert of every other
// counter increment. Events arriving out of time order
// for an email (a POST /t with an old timestamp) make it recompute that email's order-dependent
// state from its folded rows; its averages in the counters move by the difference.

/** An email of a batch as the fold needs it: its roll-up state (null: none yet) and its team's time zone. */
export type StateRow = {
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
export async function foldEmailStates(
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
  addRows(into, live, emails);
  // An email whose events arrive out of order is recomputed from its folded rows: that read is
  // issued after `storeRows`, so it sees this batch's rows too.
  const states = await foldEmailStates(query, live, emails, into).catch(async (error: unknown) => {
    await stored; // the INSERT's own failure, rather than the aborted transaction's that followed it
    throw error;
  });
  await stored;
  await insertPresence(query, into);
  // Last, once every increment of the emails' own scopes is known (the presence inserts add some).
  await saveEmailStates(query, statesToSave(states, emails, into), into.own, into);
  await upsertCounters(query, [...into.counters.values()]);
  await foldContactEngagement(query, live);
}

/** The order-independent increments of the rows, and the time zone of the team's counters. */
export function addRows(into: Increments, live: FoldRow[], emails: Map<string, StateRow>): void {
  const contexts = new Map(
    [...emails.values()].map((email) => [email.id, { ...contextOf(email), present: presentOf(email.state) }]),
  );
  for (const row of live) addRow(into, row, contexts.get(row.emailId) ?? contextOf(undefined));
  // Which time zone the team's month and hour counters were made in (read-overview.ts checks it).
  for (const email of emails.values()) into.add(email.teamId, teamScope(email.teamId), "tz", email.timezone, "", {});
}

/** The states to save: of every email with a new state or an increment of its own scope. */
export function statesToSave(
  states: Map<string, EmailState>,
  emails: Map<string, StateRow>,
  into: Increments,
): StateToSave[] {
  return [...new Set([...states.keys(), ...into.own.keys()])].map((id) => {
    const email = emails.get(id)!;
    return {
      emailId: id,
      teamId: email.teamId,
      campaignId: email.campaignId,
      state: states.get(id) ?? email.state ?? emptyState(),
      counters: email.counters,
    };
  });
}
