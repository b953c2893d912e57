// Names shared by the roll-up writer (fold-rows.ts) and reader (read-rollups.ts).

/** Counters of one campaign's report and of one email's. */
export const campaignScope = (campaignId: string) => `c:${campaignId}`;
export const emailScope = (emailId: string) => `e:${emailId}`;
/** The team overview's counters (months and hours in the team's time zone, see local-time.ts). */
export const teamScope = (teamId: string) => `t:${teamId}`;

/** Stands for a null breakdown value in a key column (which cannot hold null). */
export const NULL_KEY = "\u0001";

/** The UTC hour of a timestamp as PostgreSQL reads it back with ::timestamp ("2026-11-02 14:00:00"). */
export function hourKey(at: Date): string {
  return `${at.toISOString().slice(0, 13).replace("T", " ")}:00:00`;
}

/**
 * The quarter hour of a timestamp, the unit of the day-and-hour breakdown: every time zone's offset
 * is a whole number of quarter hours, so each one falls in one local hour wherever it is read.
 */
export function quarterKey(at: Date): string {
  const minutes = Math.floor(at.getUTCMinutes() / 15) * 15;
  return `${at.toISOString().slice(0, 13).replace("T", " ")}:${String(minutes).padStart(2, "0")}:00`;
}

/** The breakdowns of human opens (EmailAnalytics browserBreakdown ... geoBreakdown). */
export const BREAKDOWN_COLUMNS = ["browser", "os", "device", "city", "region", "country"] as const;
/** The dimensions whose most frequent value each timeline bucket reports. */
export const TIMELINE_MODES = ["browser", "country", "deviceType"] as const;

/** The one-number counters of a scope (dim "n", k1 = the name). */
export type CounterName =
  | "openCount"
  | "clickCount"
  | "bounceCount"
  | "complaintCount"
  | "replyCount"
  | "proxyOpens"
  | "scannerClicks"
  | "uniqueOpens"
  | "openers"
  | "uniqueClicks"
  | "repliers"
  | "bouncedEmails"
  | "read"
  | "firstOpen";
