import type { EmailTracking } from "@/lib/generated/prisma/client";
import { BREAKDOWN_COLUMNS, breakdownTuple, campaignScope, emailScope, hourKey, NULL_KEY, quarterKey, teamScope, TIMELINE_MODES, type CounterName } from "./keys";
import { localMonthHour } from "./local-time";

// What a batch of tracking rows adds to the counters, as pure data: summed counter increments,
// and "presence" candidates (a member counted once per scope and name: a recipient among a
// campaign's openers, say) whose counter grows only when the member is new. fold-rows.ts writes them.

export type FoldRow = Pick<
  EmailTracking,
  "teamId" | "emailId" | "campaignId" | "contactId" | "event" | "timestamp" | "browser" | "os" | "deviceType" | "city" | "region" | "country" | "url" | "isAutomated"
>;

export type CounterDelta = { teamId: string; scope: string; dim: string; k1: string; k2: string; n: number; u: number; sum: number; minAt: Date | null; maxAt: Date | null };
type Target = { scope: string; dim: string; k1: string; k2: string; column: "n" | "u" };
export type PresenceCandidate = { teamId: string; scope: string; dim: string; member: string; targets: Target[] };

/** What the team overview needs of a row's email: the local month it was sent in (null: not
 * counted, a test send or not sent), and the team's time zone. `present`: the distinct-recipient
 * names ("opened", "openers", "clickers") its campaign already counts its recipient under, known
 * from its folded state (fold-rows.ts); a reader's every later open would otherwise ask again. */
export type EmailContext = { sentMonth: string | null; timezone: string; present?: ReadonlySet<string> };

export class Increments {
  readonly counters = new Map<string, CounterDelta>();
  readonly presence = new Map<string, PresenceCandidate>();

  add(teamId: string, scope: string, dim: string, k1: string, k2: string, change: { n?: number; u?: number; sum?: number; at?: Date }) {
    const key = `${scope}\u0000${dim}\u0000${k1}\u0000${k2}`;
    let delta = this.counters.get(key);
    if (!delta) this.counters.set(key, (delta = { teamId, scope, dim, k1, k2, n: 0, u: 0, sum: 0, minAt: null, maxAt: null }));
    delta.n += change.n ?? 0;
    delta.u += change.u ?? 0;
    delta.sum += change.sum ?? 0;
    if (change.at) {
      if (!delta.minAt || change.at < delta.minAt) delta.minAt = change.at;
      if (!delta.maxAt || change.at > delta.maxAt) delta.maxAt = change.at;
    }
  }

  count(teamId: string, scope: string, name: CounterName, n = 1) {
    this.add(teamId, scope, "n", name, "", { n });
  }

  /** Counts `member` once under (scope, dim), into the target counters. */
  once(teamId: string, scope: string, dim: string, member: string, ...targets: Target[]) {
    const key = `${scope}\u0000${dim}\u0000${member}`;
    if (!this.presence.has(key)) this.presence.set(key, { teamId, scope, dim, member, targets });
  }
}

const keyOf = (value: string | null) => value ?? NULL_KEY;

/** The team overview's per (sent month, campaign) counters of emails, in the team's scope. */
function groupTarget(row: Pick<FoldRow, "teamId" | "campaignId">, email: EmailContext, metric: string): Target[] {
  return email.sentMonth === null ? [] : [{ scope: teamScope(row.teamId), dim: "g", k1: email.sentMonth, k2: `${metric}|${row.campaignId ?? ""}`, column: "n" }];
}

/** Counts the email once among its team's emails of its sent month and campaign that were `metric`
 * ("opened", "clicked"...): the team overview's per-group counters (none for an uncounted email). */
export function countEmailInGroup(into: Increments, row: Pick<FoldRow, "teamId" | "campaignId">, email: EmailContext, metric: string): void {
  for (const target of groupTarget(row, email, metric)) into.add(row.teamId, target.scope, target.dim, target.k1, target.k2, { n: 1 });
}

/** The order-independent counters of one row, in each of its scopes. */
export function addRow(into: Increments, row: FoldRow, email: EmailContext): void {
  addTeamRow(into, row, email);
  const scopes = [emailScope(row.emailId), ...(row.campaignId ? [campaignScope(row.campaignId)] : [])];
  const recipient = row.contactId ?? row.emailId;
  const hour = hourKey(row.timestamp);
  const human = !row.isAutomated;
  const url = row.url ?? "";
  const { teamId, event } = row;
  for (const scope of scopes) {
    // An email's own scope has one recipient, so its distinct-recipient counts are its counts capped
    // at one, as read-rollups.ts reads them: it keeps no presence rows for opens, clicks and the
    // timeline (one to four per hit otherwise, on the path of every pixel). The team's counts of
    // emails first opened and clicked come from the email's state instead (fold-rows.ts).
    const own = scope === scopes[0];
    const distinct = (dim: string, ...targets: Target[]) => {
      if (!own && !email.present?.has(dim)) into.once(teamId, scope, dim, recipient, ...targets);
    };
    const counter = (name: CounterName): Target => ({ scope, dim: "n", k1: name, k2: "", column: "n" });
    // Bounces and replies are rare: they keep the presence row that tells the team's group counter.
    const unique = (name: CounterName, metric: string): Target[] => [counter(name), ...(own ? groupTarget(row, email, metric) : [])];
    if (event === "open" && human) {
      into.count(teamId, scope, "openCount");
      distinct("opened", counter("uniqueOpens"));
      distinct("openers", counter("openers"));
      const values = { browser: row.browser, os: row.os, device: row.deviceType, city: row.city, region: row.region, country: row.country };
      if (own) into.add(teamId, scope, "bt", "", breakdownTuple(values), { n: 1 });
      else for (const column of BREAKDOWN_COLUMNS) into.add(teamId, scope, "b", column, keyOf(values[column]), { n: 1 });
      into.add(teamId, scope, "oh", quarterKey(row.timestamp), "", { n: 1 });
    } else if (event === "click" && human) {
      into.count(teamId, scope, "clickCount");
      distinct("opened", counter("uniqueOpens"));
      distinct("clickers", counter("uniqueClicks"));
      into.add(teamId, scope, "l", url, "", { n: 1, at: row.timestamp });
      distinct(`l:${url}`, { scope, dim: "l", k1: url, k2: "", column: "u" });
      into.add(teamId, scope, "ld", url, keyOf(row.deviceType), { n: 1 });
    } else if (event === "open") into.count(teamId, scope, "proxyOpens");
    else if (event === "click") into.count(teamId, scope, "scannerClicks");
    else if (event === "bounce") {
      into.count(teamId, scope, "bounceCount");
      into.once(teamId, scope, "bounced", row.emailId, ...unique("bouncedEmails", "bounced"));
    } else if (event === "complaint") into.count(teamId, scope, "complaintCount");
    else if (event === "reply" && human) {
      into.count(teamId, scope, "replyCount");
      into.once(teamId, scope, "repliers", recipient, ...unique("repliers", "replied"));
    }
    if (human) {
      into.add(teamId, scope, "tl", hour, event, { n: 1 });
      distinct(`tl:${hour}:${event}`, { scope, dim: "tl", k1: hour, k2: event, column: "u" });
      const modes = { browser: row.browser, country: row.country, deviceType: row.deviceType };
      for (const column of TIMELINE_MODES) {
        const value = modes[column];
        if (value !== null) into.add(teamId, scope, "tm", `${hour}|${event}|${column}`, value, { n: 1 });
      }
    }
  }
}

/** The team overview's event counters: per sent month and campaign (opens, clicks, complaints of
 * counted emails), and human opens per device, country and local hour per event month. */
function addTeamRow(into: Increments, row: FoldRow, email: EmailContext): void {
  const human = !row.isAutomated;
  const metric = row.event === "open" && human ? "opens" : row.event === "click" && human ? "clicks" : row.event === "complaint" ? "complaints" : null;
  if (metric) countEmailInGroup(into, row, email, metric);
  if (row.event !== "open" || !human) return;
  const { month, hour } = localMonthHour(row.timestamp, email.timezone);
  for (const key of performerKeys(row, hour)) into.add(row.teamId, teamScope(row.teamId), "po", month, key, { n: 1 });
}

/** The overview's performer values of a human open or click ("device|mobile", "country|FR", "hour|7"). */
export function performerKeys(row: Pick<FoldRow, "deviceType" | "country">, hour: string): string[] {
  return [`device|${keyOf(row.deviceType)}`, `country|${keyOf(row.country)}`, `hour|${hour}`];
}
