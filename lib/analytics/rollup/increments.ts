import type { EmailTracking } from "@/lib/generated/prisma/client";
import { BREAKDOWN_COLUMNS, campaignScope, emailScope, hourKey, NULL_KEY, quarterKey, TIMELINE_MODES, type CounterName } from "./keys";

// What a batch of tracking rows adds to the counters, as pure data: summed counter increments,
// and "presence" candidates (a member counted once per scope and name: a recipient among a
// campaign's openers, say) whose counter grows only when the member is new. fold-rows.ts writes them.

export type FoldRow = Pick<
  EmailTracking,
  "teamId" | "emailId" | "campaignId" | "contactId" | "event" | "timestamp" | "browser" | "os" | "deviceType" | "city" | "region" | "country" | "url" | "isAutomated"
>;

export type CounterDelta = { teamId: string; scope: string; dim: string; k1: string; k2: string; n: number; u: number; sum: number; minAt: Date | null; maxAt: Date | null };
type Target = { dim: string; k1: string; k2: string; column: "n" | "u" };
export type PresenceCandidate = { teamId: string; scope: string; dim: string; member: string; target: Target };

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

  /** Counts `member` once under (scope, dim), into the target counter. */
  once(teamId: string, scope: string, dim: string, member: string, target: Target) {
    const key = `${scope}\u0000${dim}\u0000${member}`;
    if (!this.presence.has(key)) this.presence.set(key, { teamId, scope, dim, member, target });
  }
}

const keyOf = (value: string | null) => value ?? NULL_KEY;
const unique = (name: CounterName): Target => ({ dim: "n", k1: name, k2: "", column: "n" });

/** The order-independent counters of one row, in each of its scopes. */
export function addRow(into: Increments, row: FoldRow): void {
  const scopes = [emailScope(row.emailId), ...(row.campaignId ? [campaignScope(row.campaignId)] : [])];
  const recipient = row.contactId ?? row.emailId;
  const hour = hourKey(row.timestamp);
  const human = !row.isAutomated;
  const url = row.url ?? "";
  const { teamId, event } = row;
  for (const scope of scopes) {
    if (event === "open" && human) {
      into.count(teamId, scope, "openCount");
      into.once(teamId, scope, "opened", recipient, unique("uniqueOpens"));
      into.once(teamId, scope, "openers", recipient, unique("openers"));
      const values = { browser: row.browser, os: row.os, device: row.deviceType, city: row.city, region: row.region, country: row.country };
      for (const column of BREAKDOWN_COLUMNS) into.add(teamId, scope, "b", column, keyOf(values[column]), { n: 1 });
      into.add(teamId, scope, "oh", quarterKey(row.timestamp), "", { n: 1 });
    } else if (event === "click" && human) {
      into.count(teamId, scope, "clickCount");
      into.once(teamId, scope, "opened", recipient, unique("uniqueOpens"));
      into.once(teamId, scope, "clickers", recipient, unique("uniqueClicks"));
      into.add(teamId, scope, "l", url, "", { n: 1, at: row.timestamp });
      into.once(teamId, scope, `l:${url}`, recipient, { dim: "l", k1: url, k2: "", column: "u" });
      into.add(teamId, scope, "ld", url, keyOf(row.deviceType), { n: 1 });
    } else if (event === "open") into.count(teamId, scope, "proxyOpens");
    else if (event === "click") into.count(teamId, scope, "scannerClicks");
    else if (event === "bounce") {
      into.count(teamId, scope, "bounceCount");
      into.once(teamId, scope, "bounced", row.emailId, unique("bouncedEmails"));
    } else if (event === "complaint") into.count(teamId, scope, "complaintCount");
    else if (event === "reply" && human) {
      into.count(teamId, scope, "replyCount");
      into.once(teamId, scope, "repliers", recipient, unique("repliers"));
    }
    if (human) {
      into.add(teamId, scope, "tl", hour, event, { n: 1 });
      into.once(teamId, scope, `tl:${hour}:${event}`, recipient, { dim: "tl", k1: hour, k2: event, column: "u" });
      const modes = { browser: row.browser, country: row.country, deviceType: row.deviceType };
      for (const column of TIMELINE_MODES) {
        const value = modes[column];
        if (value !== null) into.add(teamId, scope, "tm", `${hour}|${event}|${column}`, value, { n: 1 });
      }
    }
  }
}
