"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Webhook } from "@/lib/queries/webhooks";

const UNITS: ["year" | "month" | "week" | "day" | "hour" | "minute", number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * How long a failure streak has lasted, in its largest whole unit ("3 hours"); null while it is
 * fresh (under a minute) or one day, week, month or year old, which read as "yesterday", "last week".
 */
function streakLength(since: string, now = Date.now()) {
  const seconds = (now - new Date(since).getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (seconds < size) continue;
    const value = Math.round(seconds / size);
    if (value === 1 && unit !== "hour" && unit !== "minute") return null;
    return { unit, value };
  }
  return null;
}

/** "Failing" for a fresh streak, "Failing for 3 hours" for an older one. */
export function WebhookStatusBadge({ webhook }: { webhook: Webhook }) {
  const t = useTranslations("webhooks.status");
  const format = useFormatter();
  const failingFor = (since: string) => {
    const length = streakLength(since);
    return length
      ? t("failingFor", {
          duration: format.number(length.value, { style: "unit", unit: length.unit, unitDisplay: "long" }),
        })
      : t("failing");
  };
  if (!webhook.isActive && webhook.disabledAt) {
    return (
      <Badge tone="danger" title={webhook.disabledReason ?? undefined}>
        {t("turnedOff")}
      </Badge>
    );
  }
  if (!webhook.isActive) return <Badge>{t("inactive")}</Badge>;
  if (webhook.failingSince) {
    return (
      <Badge
        tone="warning"
        title={t("failingSince", {
          date: format.dateTime(new Date(webhook.failingSince), { dateStyle: "medium", timeStyle: "short" }),
        })}
      >
        {failingFor(webhook.failingSince)}
      </Badge>
    );
  }
  return <Badge tone="success">{t("active")}</Badge>;
}
