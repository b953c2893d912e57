"use client";

import { useFormatter, useTranslations } from "next-intl";

/**
 * Dates of the settings tables in the reader's language: "3 minutes ago", "in 6 days", and "just
 * now" for anything within the minute (where the formatter would count seconds).
 */
export function useSettingsDates() {
  const format = useFormatter();
  const t = useTranslations("settings");
  return {
    dateTime: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }),
    relative: (iso: string, now = Date.now()) => {
      const date = new Date(iso);
      return Math.abs(date.getTime() - now) < 60_000 ? t("justNow") : format.relativeTime(date, now);
    },
  };
}
