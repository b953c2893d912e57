import type { AudienceSegment } from "@/lib/queries/analytics";

// The segment chart's rate axis and what it can show, apart from the chart so they can be tested.

/** A rate axis always spans 0-100 %: left to itself, Recharts stretches all-zero rates to 0-400 %. */
export const RATE_DOMAIN: [number, number] = [0, 1];
export const RATE_TICKS = [0, 0.25, 0.5, 0.75, 1];

export type SegmentChartState = "no-contacts" | "no-engagement" | "chart";

/**
 * What the chart can show: nothing without contacts, nothing while no segment has an open or a
 * click (all-zero bars say nothing), else the rates.
 */
export function segmentChartState(
  segments: Pick<AudienceSegment, "size" | "openRate" | "clickRate">[],
): SegmentChartState {
  if (!segments.some((segment) => segment.size > 0)) return "no-contacts";
  if (!segments.some((segment) => segment.openRate > 0 || segment.clickRate > 0)) return "no-engagement";
  return "chart";
}
