import { describe, expect, it } from "vitest";
import { RATE_DOMAIN, RATE_TICKS, segmentChartState } from "@/components/analytics/segment-chart-axis";

const segment = (size: number, openRate = 0, clickRate = 0) => ({ size, openRate, clickRate });

describe("segment chart", () => {
  it("draws its rate axis from 0 to 100 %, whatever the data", () => {
    expect(RATE_DOMAIN).toEqual([0, 1]);
    expect(RATE_TICKS[0]).toBe(0);
    expect(RATE_TICKS.at(-1)).toBe(1);
    expect(Math.max(...RATE_TICKS)).toBeLessThanOrEqual(1);
  });

  it("shows an empty state without contacts, and while no segment has an open or a click", () => {
    expect(segmentChartState([])).toBe("no-contacts");
    expect(segmentChartState([segment(0), segment(0)])).toBe("no-contacts");
    expect(segmentChartState([segment(12), segment(3)])).toBe("no-engagement");
    expect(segmentChartState([segment(12, 0.25), segment(3)])).toBe("chart");
    expect(segmentChartState([segment(12, 0, 0.01)])).toBe("chart");
  });
});
