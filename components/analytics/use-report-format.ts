"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { BreakdownKind } from "./format";

// The report figures of format.ts in the reader's language (next-intl's formatter): "42,5 %" in
// German, "42.5%" in English; device and country names translated too.

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
// 2024-01-01 was a Monday: day n of the week is that date plus n days (read in UTC).
const MONDAY = Date.UTC(2024, 0, 1);
const NS_PER_SECOND = 1_000_000_000;

export function useReportFormat() {
  const format = useFormatter();
  const locale = useLocale();
  const t = useTranslations("analytics.breakdown");
  const td = useTranslations("analytics.duration");
  const count = (value: number) => format.number(value);
  /** A rate (a fraction 0..1) as a percentage; "<0.1%" for tiny non-zero rates, "–" for none. */
  const percent = (rate: number | null | undefined) => {
    if (rate === null || rate === undefined || !Number.isFinite(rate)) return "–";
    if (rate > 0 && rate < 0.001) return `<${format.number(0.001, { style: "percent", maximumFractionDigits: 1 })}`;
    return format.number(rate, { style: "percent", maximumFractionDigits: rate >= 0.1 ? 1 : 2 });
  };
  /** A tick on a rate axis (fractions 0..1): 0.25 -> "25%" / "25 %", 0.025 -> "2.5%" / "2,5 %". */
  const rateTick = (rate: number) => format.number(rate, { style: "percent", maximumFractionDigits: 1 });
  /** A duration in nanoseconds as "45s", "3m 20s", "2h 5m", "3d 4h" (in the reader's units); "–" when none. */
  const duration = (nanoseconds: number | null | undefined) => {
    if (!nanoseconds || nanoseconds <= 0) return "–";
    const seconds = Math.round(nanoseconds / NS_PER_SECOND);
    if (seconds < 1) return td("underSecond");
    if (seconds < 60) return td("seconds", { seconds });
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
      return seconds % 60 ? td("minutesSeconds", { minutes, seconds: seconds % 60 }) : td("minutes", { minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return minutes % 60 ? td("hoursMinutes", { hours, minutes: minutes % 60 }) : td("hours", { hours });
    const days = Math.floor(hours / 24);
    return hours % 24 ? td("daysHours", { days, hours: hours % 24 }) : td("days", { days });
  };
  /** A date and time as "Nov 26, 2026, 9:05 AM" in the reader's language. */
  const dateTime = (iso: string | Date) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  /** "Monday" (as the API names it) -> "Monday" / "Montag" in the reader's language. */
  const longWeekday = (day: string) => {
    const index = WEEKDAYS.indexOf(day.toLowerCase());
    return index < 0
      ? day
      : format.dateTime(new Date(MONDAY + index * 86_400_000), { weekday: "long", timeZone: "UTC" });
  };
  /** "Monday" (as the API names it) -> "Mon" / "Mo." in the reader's language. */
  const shortWeekday = (day: string) => {
    const index = WEEKDAYS.indexOf(day.toLowerCase());
    return index < 0
      ? day
      : format.dateTime(new Date(MONDAY + index * 86_400_000), { weekday: "short", timeZone: "UTC" });
  };
  /** A breakdown key as a reader names it: "mobile" -> "Mobil", "FR" -> "Frankreich". */
  const label = (kind: BreakdownKind, key: string) => {
    if (!key || key === "null" || key === "undefined" || key.toLowerCase() === "unknown") return t("unknown");
    const device = key.toLowerCase();
    if (kind === "device" && ["desktop", "mobile", "tablet", "other"].includes(device))
      return t(`devices.${device}` as "devices.desktop");
    if (kind === "country" && /^[A-Z]{2}$/i.test(key)) {
      try {
        return new Intl.DisplayNames([locale], { type: "region" }).of(key.toUpperCase()) ?? key;
      } catch {
        return key;
      }
    }
    return key;
  };
  return { count, percent, rateTick, duration, dateTime, shortWeekday, longWeekday, label };
}
