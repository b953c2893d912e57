import type { EmailTracking } from "@/lib/generated/prisma/client";
import {
  BREAKDOWN_COLUMNS,
  breakdownTuple,
  campaignScope,
  emailOfScope,
  emailScope,
  hourKey,
  NULL_KEY,
  ownCounterKey,
  quarterKey,
  teamScope,
  TIMELINE_MODES,
  type BreakdownValues,
  type CounterName,
} from "./keys";
import { localMonthHour } from "./local-time";

// What a batch of tracking rows adds to the counters, as pure data: summed counter increments,
// and "presence" candidates (a member counted once per scope and name: a recipient among a
// campaign's openers, say) whose counter grows only when the member is new. fold-rows.ts writes them.

export type FoldRow = Pick<
  EmailTracking,
  | "teamId"
  | "emailId"
  | "campaignId"
  | "contactId"
  | "event"
  | "timestamp"
  | "browser"
  | "os"
  | "deviceType"
  | "city"
  | "region"
  | "country"
  | "url"
  | "isAutomated"
>;

export type CounterDelta = {
  teamId: string;
  scope: string;
  dim: string;
  k1: string;
  k2: string;
  n: number;
  u: number;
  sum: number;
  minAt: Date | null;
  maxAt: Date | null;
};
type Target = { scope: string; dim: string; k1: string; k2: string; column: "n" | "u" };
export type PresenceCandidate = { teamId: string; scope: string; dim: string; member: string; targets: Target[] };

/** What the team overview needs of a row's email: the local month it was sent in (null: not
 * counted, a test send or not sent), and the team's time zone. `present`: the distinct-recipient
 * names ("opened", "openers", "clickers") its campaign already counts its recipient under, known
 * from its folded state (fold-rows.ts); a reader's every later open would otherwise ask again. */
export type EmailContext = { sentMonth: string | null; timezone: string; present?: ReadonlySet<string> };

export class Increments {
  /** Increments of AnalyticsCounter rows, by scope, dim, k1 and k2. */
  readonly counters = new Map<string, CounterDelta>();
  /** Increments of emails' own scopes, by email and own-counter key: saved in their states
   * (own-counters.ts), so they never go through the rows' keys. */
  readonly own = new Map<string, Map<string, CounterDelta>>();
  readonly presence = new Map<string, PresenceCandidate>();

  add(
    teamId: string,
    scope: string,
    dim: string,
    k1: string,
    k2: string,
    change: { n?: number; u?: number; sum?: number; at?: Date },
  ) {
    const delta = this.deltaOf(teamId, scope, dim, k1, k2, emailOfScope(scope));
    delta.n += change.n ?? 0;
    delta.u += change.u ?? 0;
    delta.sum += change.sum ?? 0;
    if (change.at) {
      if (!delta.minAt || change.at < delta.minAt) delta.minAt = change.at;
      if (!delta.maxAt || change.at > delta.maxAt) delta.maxAt = change.at;
    }
  }

  /** Adds to a counter row, in an email's own scope too (what its state's cap leaves out). */
  addToRow(delta: CounterDelta) {
    addDelta(this.deltaOf(delta.teamId, delta.scope, delta.dim, delta.k1, delta.k2, null), delta);
  }

  /** Adds the counter increments of a batch that is done with them (its deltas become these; its
   * own scopes' stay there): by their keys as they are, not made again. A batch sums into a map of
   * its own, which a rebuild then adds to the one it keeps over batches: summing every row into
   * that large map instead took a rebuild of 1M entries from 89 to 106 s. */
  takeCounters(from: Increments) {
    for (const [key, delta] of from.counters) {
      const row = this.counters.get(key);
      if (row) addDelta(row, delta);
      else this.counters.set(key, delta);
    }
  }

  /** n more in a counter: the per-row path, without a change object per call. */
  bump(teamId: string, scope: string, dim: string, k1: string, k2: string, emailId: string | null) {
    this.deltaOf(teamId, scope, dim, k1, k2, emailId).n += 1;
  }

  count(teamId: string, scope: string, name: CounterName, n = 1) {
    this.add(teamId, scope, "n", name, "", { n });
  }

  /** Counts `member` once under (scope, dim), into the target counters. */
  once(teamId: string, scope: string, dim: string, member: string, ...targets: Target[]) {
    const key = `${scope}\u0000${dim}\u0000${member}`;
    if (!this.presence.has(key)) this.presence.set(key, { teamId, scope, dim, member, targets });
  }

  /** The delta of a counter, new at zero if need be: an own counter when `emailId` is the scope's email. */
  private deltaOf(
    teamId: string,
    scope: string,
    dim: string,
    k1: string,
    k2: string,
    emailId: string | null,
  ): CounterDelta {
    let deltas = this.counters;
    let key: string;
    if (emailId === null) key = `${scope}\u0000${dim}\u0000${k1}\u0000${k2}`;
    else {
      key = ownCounterKey(dim, k1, k2);
      let own = this.own.get(emailId);
      if (!own) this.own.set(emailId, (own = new Map()));
      deltas = own;
    }
    let delta = deltas.get(key);
    if (!delta) deltas.set(key, (delta = { teamId, scope, dim, k1, k2, n: 0, u: 0, sum: 0, minAt: null, maxAt: null }));
    return delta;
  }
}

function addDelta(row: CounterDelta, delta: CounterDelta) {
  row.n += delta.n;
  row.u += delta.u;
  row.sum += delta.sum;
  if (delta.minAt && (!row.minAt || delta.minAt < row.minAt)) row.minAt = delta.minAt;
  if (delta.maxAt && (!row.maxAt || delta.maxAt > row.maxAt)) row.maxAt = delta.maxAt;
}

const keyOf = (value: string | null) => value ?? NULL_KEY;

/** The team overview's per (sent month, campaign) counters of emails, in the team's scope. */
function groupTarget(row: Pick<FoldRow, "teamId" | "campaignId">, email: EmailContext, metric: string): Target[] {
  return email.sentMonth === null
    ? []
    : [
        {
          scope: teamScope(row.teamId),
          dim: "g",
          k1: email.sentMonth,
          k2: `${metric}|${row.campaignId ?? ""}`,
          column: "n",
        },
      ];
}

/** Counts the email once among its team's emails of its sent month and campaign that were `metric`
 * ("opened", "clicked"...): the team overview's per-group counters (none for an uncounted email). */
export function countEmailInGroup(
  into: Increments,
  row: Pick<FoldRow, "teamId" | "campaignId">,
  email: EmailContext,
  metric: string,
): void {
  for (const target of groupTarget(row, email, metric))
    into.add(row.teamId, target.scope, target.dim, target.k1, target.k2, { n: 1 });
}

/** The order-independent counters of one row, in each of its scopes. */
export function addRow(into: Increments, row: FoldRow, email: EmailContext): void {
  addTeamRow(into, row, email);
  const hour = hourKey(row.timestamp);
  addScopeRow(into, row, email, emailScope(row.emailId), row.emailId, hour);
  if (row.campaignId) addScopeRow(into, row, email, campaignScope(row.campaignId), null, hour);
}

/** A counter of a scope's one-number counters, as a presence target. */
const counterTarget = (scope: string, name: CounterName): Target => ({
  scope,
  dim: "n",
  k1: name,
  k2: "",
  column: "n",
});

/**
 * The row's counters in one scope: its email's own (`ownEmail` is its id) or its campaign's. An
 * email's own scope has one recipient, so its distinct-recipient counts are its counts capped at
 * one, as read-rollups.ts reads them: it keeps no presence rows for opens, clicks and the timeline
 * (one to four per hit otherwise, on the path of every pixel). The team's counts of emails first
 * opened and clicked come from the email's state instead (fold-rows.ts). Runs for every row of
 * every batch: it bumps counters without a change object per call.
 */
function addScopeRow(
  into: Increments,
  row: FoldRow,
  email: EmailContext,
  scope: string,
  ownEmail: string | null,
  hour: string,
): void {
  const own = ownEmail !== null;
  const recipient = row.contactId ?? row.emailId;
  const human = !row.isAutomated;
  const { teamId, event } = row;
  // Counted once per recipient in a campaign, unless the email's state proves it already is.
  const distinct = (dim: string) => !own && !email.present?.has(dim);
  if (event === "open" && human) {
    into.bump(teamId, scope, "n", "openCount", "", ownEmail);
    if (distinct("opened")) into.once(teamId, scope, "opened", recipient, counterTarget(scope, "uniqueOpens"));
    if (distinct("openers")) into.once(teamId, scope, "openers", recipient, counterTarget(scope, "openers"));
    if (own) into.bump(teamId, scope, "bt", "", breakdownTuple(breakdownValues(row)), ownEmail);
    else {
      const values = breakdownValues(row);
      for (const column of BREAKDOWN_COLUMNS) into.bump(teamId, scope, "b", column, keyOf(values[column]), null);
    }
    into.bump(teamId, scope, "oh", quarterKey(row.timestamp), "", ownEmail);
  } else if (event === "click" && human) {
    const url = row.url ?? "";
    into.bump(teamId, scope, "n", "clickCount", "", ownEmail);
    if (distinct("opened")) into.once(teamId, scope, "opened", recipient, counterTarget(scope, "uniqueOpens"));
    if (distinct("clickers")) into.once(teamId, scope, "clickers", recipient, counterTarget(scope, "uniqueClicks"));
    into.add(teamId, scope, "l", url, "", { n: 1, at: row.timestamp });
    const linkDim = `l:${url}`;
    if (distinct(linkDim))
      into.once(teamId, scope, linkDim, recipient, { scope, dim: "l", k1: url, k2: "", column: "u" });
    into.bump(teamId, scope, "ld", url, keyOf(row.deviceType), ownEmail);
  } else if (event === "open") into.count(teamId, scope, "proxyOpens");
  else if (event === "click") into.count(teamId, scope, "scannerClicks");
  else if (event === "bounce") {
    into.count(teamId, scope, "bounceCount");
    // Bounces and replies are rare: they keep the presence row that tells the team's group counter.
    into.once(
      teamId,
      scope,
      "bounced",
      row.emailId,
      counterTarget(scope, "bouncedEmails"),
      ...(own ? groupTarget(row, email, "bounced") : []),
    );
  } else if (event === "complaint") into.count(teamId, scope, "complaintCount");
  else if (event === "reply" && human) {
    into.count(teamId, scope, "replyCount");
    into.once(
      teamId,
      scope,
      "repliers",
      recipient,
      counterTarget(scope, "repliers"),
      ...(own ? groupTarget(row, email, "replied") : []),
    );
  }
  if (!human) return;
  into.bump(teamId, scope, "tl", hour, event, ownEmail);
  const timelineDim = `tl:${hour}:${event}`;
  if (distinct(timelineDim))
    into.once(teamId, scope, timelineDim, recipient, { scope, dim: "tl", k1: hour, k2: event, column: "u" });
  for (const column of TIMELINE_MODES) {
    const value = row[column];
    if (value !== null) into.bump(teamId, scope, "tm", `${hour}|${event}|${column}`, value, ownEmail);
  }
}

/** The breakdown values of a human open. */
function breakdownValues(row: FoldRow): BreakdownValues {
  return {
    browser: row.browser,
    os: row.os,
    device: row.deviceType,
    city: row.city,
    region: row.region,
    country: row.country,
  };
}

/** The team overview's event counters: per sent month and campaign (opens, clicks, complaints of
 * counted emails), and human opens per device, country and local hour per event month. */
function addTeamRow(into: Increments, row: FoldRow, email: EmailContext): void {
  const human = !row.isAutomated;
  const metric =
    row.event === "open" && human
      ? "opens"
      : row.event === "click" && human
        ? "clicks"
        : row.event === "complaint"
          ? "complaints"
          : null;
  if (metric) countEmailInGroup(into, row, email, metric);
  if (row.event !== "open" || !human) return;
  const { month, hour } = localMonthHour(row.timestamp, email.timezone);
  for (const key of performerKeys(row, hour)) into.add(row.teamId, teamScope(row.teamId), "po", month, key, { n: 1 });
}

/** The overview's performer values of a human open or click ("device|mobile", "country|FR", "hour|7"). */
export function performerKeys(row: Pick<FoldRow, "deviceType" | "country">, hour: string): string[] {
  return [`device|${keyOf(row.deviceType)}`, `country|${keyOf(row.country)}`, `hour|${hour}`];
}
