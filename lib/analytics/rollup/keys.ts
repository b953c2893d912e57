// Names shared by the roll-up writer (fold-rows.ts) and reader (read-rollups.ts).

/** An own counter's key in an email's state (own-counters.ts): "<dim>\u0003<k1>\u0003<k2>". */
export const ownCounterKey = (dim: string, k1: string, k2: string) => `${dim}\u0003${k1}\u0003${k2}`;

/** Counters of one campaign's report and of one email's. */
export const campaignScope = (campaignId: string) => `c:${campaignId}`;
/** The prefix of an email's own scope (its counters past the state's cap keep no timeline modes). */
export const EMAIL_SCOPE = "e:";
export const emailScope = (emailId: string) => `${EMAIL_SCOPE}${emailId}`;
/** The email of an email's own scope, or null for any other scope. */
export const emailOfScope = (scope: string) => (scope.startsWith(EMAIL_SCOPE) ? scope.slice(EMAIL_SCOPE.length) : null);
/** The team overview's counters (months and hours in the team's time zone, see local-time.ts). */
export const teamScope = (teamId: string) => `t:${teamId}`;

/** A counter's time as it travels in JSON. */
export const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** Stands for a null breakdown value in a key column (which cannot hold null). */
export const NULL_KEY = "\u0001";

/** A key of a time unit (an hour, a quarter hour), the last one remembered: a batch's rows mostly
 * fall in the same few units, and the fold asks for each row's. */
function unitKey(unitMs: number, format: (start: Date) => string): (at: Date) => string {
  let lastUnit = NaN;
  let lastKey = "";
  return (at) => {
    const unit = Math.floor(at.getTime() / unitMs);
    if (unit !== lastUnit) {
      lastKey = format(new Date(unit * unitMs));
      lastUnit = unit;
    }
    return lastKey;
  };
}

/** The UTC hour of a timestamp as PostgreSQL reads it back with ::timestamp ("2026-11-02 14:00:00"). */
export const hourKey = unitKey(3_600_000, (start) => `${start.toISOString().slice(0, 13).replace("T", " ")}:00:00`);

/** The hour an hourKey stands for. Keys sort as their hours do in byte order (COLLATE "C"). */
export function hourOfKey(key: string): Date {
  return new Date(`${key.replace(" ", "T")}Z`);
}

/**
 * The quarter hour of a timestamp, the unit of the day-and-hour breakdown: every time zone's offset
 * is a whole number of quarter hours, so each one falls in one local hour wherever it is read.
 */
export const quarterKey = unitKey(900_000, (start) => `${start.toISOString().slice(0, 16).replace("T", " ")}:00`);

/** The breakdowns of human opens (EmailAnalytics browserBreakdown ... geoBreakdown). */
export const BREAKDOWN_COLUMNS = ["browser", "os", "device", "city", "region", "country"] as const;
export type BreakdownValues = Record<(typeof BREAKDOWN_COLUMNS)[number], string | null>;

// An email's own scope counts its opens per combination of the six values, one counter (dim "bt")
// rather than six: a reader has few combinations, and each pixel hit writes five counters fewer.
const TUPLE_SEPARATOR = "\u0002";

/** The key of a combination of breakdown values (nulls as NULL_KEY). */
export function breakdownTuple(values: BreakdownValues): string {
  return BREAKDOWN_COLUMNS.map((column) => values[column] ?? NULL_KEY).join(TUPLE_SEPARATOR);
}

/** The values of a combination key, by column (NULL_KEY stays as it is). */
export function breakdownTupleValues(tuple: string): [(typeof BREAKDOWN_COLUMNS)[number], string][] {
  const values = tuple.split(TUPLE_SEPARATOR);
  return BREAKDOWN_COLUMNS.map((column, index) => [column, values[index]]);
}
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
