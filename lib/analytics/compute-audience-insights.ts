import type { AudienceInsights } from "@/lib/validation/analytics";
import {
  demographics,
  preferences,
  segmentMail,
  segmentSizes,
  type AudienceScope,
  type PreferenceRow,
  type SegmentMailRow,
} from "./audience-sql";
import { countMap, dayName, rateOf } from "./formulas";

// AudienceInsights (docs/interface.md section 4); the segment rules and windows are in audience-sql.ts.

const SEGMENT_ORDER = ["engaged", "new", "at-risk", "inactive"] as const;

const rates = (row: SegmentMailRow | undefined) => {
  const delivered = row ? Math.max(0, row.sent - row.bounced) : 0;
  return { openRate: rateOf(row?.opened ?? 0, delivered), clickRate: rateOf(row?.clicked ?? 0, delivered) };
};

/**
 * Percent change from `then` to `now` (a change, not a rate: it stays in percent and may pass 100):
 * 100 when it grew from nothing, 0 when both are empty.
 */
function growth(now: number, then: number) {
  if (then === 0) return now > 0 ? 100 : 0;
  return Math.round(((now - then) / then) * 10_000) / 100;
}

function busiest(rows: PreferenceRow[]): string | null {
  const top = [...rows]
    .filter((row) => row.key !== null)
    .sort((a, b) => b.count - a.count || Number(a.key) - Number(b.key))[0];
  return top ? top.key : null;
}

export async function computeAudienceInsights(scope: AudienceScope, timezone: string): Promise<AudienceInsights> {
  const [sizes, mail, prefs, places] = await Promise.all([
    segmentSizes(scope),
    segmentMail(scope),
    preferences(scope, timezone),
    demographics(scope),
  ]);
  const size = (name: string) => sizes.find((row) => row.name === name) ?? { name, now: 0, before: 0 };
  const of = (rows: PreferenceRow[], dim: string) => rows.filter((row) => row.dim === dim);
  const bestHour = busiest(of(prefs, "hour"));
  const bestDay = busiest(of(prefs, "day"));
  const overall = rates(mail.find((row) => row.name === null));

  return {
    behaviors: {
      totalContacts: sizes.reduce((sum, row) => sum + row.now, 0),
      engagedLast30Days: size("engaged").now,
      averageOpenRate: overall.openRate,
      averageClickRate: overall.clickRate,
      bestHour: bestHour === null ? null : Number(bestHour),
      bestDayOfWeek: bestDay === null ? null : dayName(Number(bestDay)),
    },
    demographics: { countries: countMap(of(places, "country")), cities: countMap(of(places, "city")) },
    preferences: {
      devices: countMap(of(prefs, "device")),
      browsers: countMap(of(prefs, "browser")),
      os: countMap(of(prefs, "os")),
    },
    segments: SEGMENT_ORDER.map((name) => {
      const { now, before } = size(name);
      return { name, size: now, growth: growth(now, before), ...rates(mail.find((row) => row.name === name)) };
    }),
    listId: scope.listId ?? null,
  };
}
