"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { BreakdownKind } from "./format";

// The report figures of format.ts in the reader's language (next-intl's formatter): "42,5 %" in
// German, "42.5%" in English; device and country names translated too.

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
// 2024-01-01 was a Monday: day n of the week is that date plus n days (read in UTC).
const MONDAY = Date.UTC(2024, 0, 1);

export function useReportFormat() {
  const format = useFormatter();
  const locale = useLocale();
  const t = useTranslations("analytics.breakdown");
  const count = (value: number) => format.number(value);
  /** A rate (a fraction 0..1) as a percentage; "<0.1%" for tiny non-zero rates, "–" for none. */
  const percent = (rate: number | null | undefined) => {
    if (rate === null || rate === undefined || !Number.isFinite(rate)) return "–";
    if (rate > 0 && rate < 0.001) return `<${format.number(0.001, { style: "percent", maximumFractionDigits: 1 })}`;
    return format.number(rate, { style: "percent", maximumFractionDigits: rate >= 0.1 ? 1 : 2 });
  };
  /** "Monday" (as the API names it) -> "Mon" / "Mo." in the reader's language. */
  const shortWeekday = (day: string) => {
    const index = WEEKDAYS.indexOf(day.toLowerCase());
    return index < 0 ? day : format.dateTime(new Date(MONDAY + index * 86_400_000), { weekday: "short", timeZone: "UTC" });
  };
  /** A breakdown key as a reader names it: "mobile" -> "Mobil", "FR" -> "Frankreich". */
  const label = (kind: BreakdownKind, key: string) => {
    if (!key || key === "null" || key === "undefined" || key.toLowerCase() === "unknown") return t("unknown");
    const device = key.toLowerCase();
    if (kind === "device" && ["desktop", "mobile", "tablet", "other"].includes(device)) return t(`devices.${device}` as "devices.desktop");
    if (kind === "country" && /^[A-Z]{2}$/i.test(key)) {
      try {
        return new Intl.DisplayNames([locale], { type: "region" }).of(key.toUpperCase()) ?? key;
      } catch {
        return key;
      }
    }
    return key;
  };
  return { count, percent, shortWeekday, label };
}
