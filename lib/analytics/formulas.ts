// The arithmetic shared by every report, written once so that the definitions in the OpenAPI
// descriptions (lib/validation/analytics.ts ANALYTICS_DEFINITIONS) hold everywhere.

const round2 = (value: number) => Math.round(value * 100) / 100;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** part / whole as a fraction, 0 when whole is 0. */
const fraction = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** A rate as the API answers it (docs/contract.md section 12): part / whole as a fraction 0..1, 4 decimals, 0 when whole is 0. */
export const rateOf = (part: number, whole: number) => round4(fraction(part, whole));

export type EngagementInputs = {
  sent: number;
  delivered: number;
  uniqueOpens: number;
  uniqueClicks: number;
  repliers: number;
  bouncedEmails: number;
  complaints: number;
};

/**
 * 0-100: 100 x (0.4 opens + 0.4 clicks + 0.2 replies - 0.5 bounces - 2 complaints), each a
 * fraction of delivered (bounces of sent), clamped, 2 decimals. Clicks weigh as much as opens
 * although they are rarer because they are the stronger signal; a complaint costs four times a
 * bounce because it harms the sender's reputation more.
 */
export function engagementScore(input: EngagementInputs): number {
  const raw =
    0.4 * fraction(input.uniqueOpens, input.delivered) +
    0.4 * fraction(input.uniqueClicks, input.delivered) +
    0.2 * fraction(input.repliers, input.delivered) -
    0.5 * fraction(input.bouncedEmails, input.sent) -
    2 * fraction(input.complaints, input.delivered);
  return round2(Math.min(100, Math.max(0, 100 * raw)));
}

/** ISO day numbers (Postgres isodow: 1 = Monday) to names. */
export const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
export const dayName = (isodow: number) => DAY_NAMES[isodow - 1];

export const UNKNOWN = "Unknown";

/** Rows of (key, count) to a count map; null keys are counted under "Unknown". */
export function countMap(rows: { key: string | null; count: number }[]): Record<string, number> {
  const map: Record<string, number> = {};
  for (const { key, count } of rows) {
    const name = key ?? UNKNOWN;
    map[name] = (map[name] ?? 0) + count;
  }
  return map;
}
