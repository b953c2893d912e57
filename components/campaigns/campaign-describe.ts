import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { RecurringSchedule } from "@/lib/queries/campaigns";

// Plain-language sentences for a campaign's schedule and batching, shared by the wizard's review
// and the campaign page's settings summary, and the campaign pages' dates, in the reader's language.

type ScheduleLike = {
  schedule?: "ONE_TIME" | "RECURRING";
  recurringSchedule: RecurringSchedule | null;
  cronExpression: string | null;
  scheduledFor: string | null;
  timezone?: string;
  sendAt?: string | null;
  localTime?: string | null;
  localDate?: string | null;
};

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** Dates of the campaign pages: a moment in a zone, and "in 6 days" / "tomorrow" / "just now". */
export function useCampaignDates() {
  const format = useFormatter();
  const locale = useLocale();
  const t = useTranslations("campaigns.time");
  const inZone = (iso: string, timezone = "UTC") =>
    format.dateTime(new Date(iso), { timeZone: timezone, dateStyle: "medium", timeStyle: "short" });
  const relative = (iso: string, now = Date.now()) => {
    const seconds = (new Date(iso).getTime() - now) / 1000;
    const words = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    for (const [unit, size] of RELATIVE_UNITS) {
      if (Math.abs(seconds) >= size) return words.format(Math.round(seconds / size), unit);
    }
    return t("justNow");
  };
  return { inZone, relative };
}

/** describeSchedule(campaign) and describeBatching(size, delay) in the reader's language. */
export function useCampaignDescribe() {
  const t = useTranslations("campaigns.describe");
  const format = useFormatter();
  const { inZone } = useCampaignDates();

  function describeSchedule(campaign: ScheduleLike): string {
    const zone = campaign.timezone ?? "UTC";
    const zoneLabel = zone.replaceAll("_", " ");
    if (campaign.schedule === "RECURRING") {
      const how =
        campaign.recurringSchedule === "CUSTOM"
          ? t("cron", { expression: campaign.cronExpression ?? "" })
          : t(`preset.${campaign.recurringSchedule ?? "DAILY"}`);
      return campaign.scheduledFor
        ? t("recurringFrom", { how, start: inZone(campaign.scheduledFor, zone), zone: zoneLabel })
        : t("recurring", { how, zone: zoneLabel });
    }
    if (campaign.sendAt === "recipient-local") {
      const time = campaign.localTime ?? "";
      if (!campaign.localDate) return t("local", { time });
      return t("localOn", {
        time,
        day: format.dateTime(new Date(`${campaign.localDate}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }),
      });
    }
    if (campaign.scheduledFor) return t("once", { when: inZone(campaign.scheduledFor, zone), zone: zoneLabel });
    return t("immediately");
  }

  function describeBatching(batchSize: number | null, batchDelayNanos: number | string) {
    const seconds = Number(batchDelayNanos) / 1e9;
    const size = format.number(batchSize ?? 500);
    if (!seconds) return t("batchesNoPause", { size });
    const pause =
      seconds >= 60 && seconds % 60 === 0
        ? t("minutes", { count: format.number(seconds / 60) })
        : t("seconds", { count: format.number(seconds) });
    return t("batches", { size, pause });
  }

  return { describeSchedule, describeBatching };
}
