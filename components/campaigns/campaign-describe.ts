import type { RecurringSchedule } from "@/lib/queries/campaigns";

// Plain-language sentences for a campaign's schedule and batching, shared by the wizard's review
// and the campaign page's settings summary.

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

export function formatInZone(iso: string, timezone = "UTC") {
  return new Intl.DateTimeFormat(undefined, { timeZone: timezone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

const PRESET_WORDS: Record<RecurringSchedule, string> = { DAILY: "Every day", WEEKLY: "Every week", MONTHLY: "Every month", CUSTOM: "Custom cron" };

export function describeSchedule(campaign: ScheduleLike): string {
  const zone = campaign.timezone ?? "UTC";
  const zoneLabel = zone.replaceAll("_", " ");
  if (campaign.schedule === "RECURRING") {
    const how = campaign.recurringSchedule === "CUSTOM" ? `Cron ${campaign.cronExpression ?? ""}` : PRESET_WORDS[campaign.recurringSchedule ?? "DAILY"];
    const from = campaign.scheduledFor ? `, starting ${formatInZone(campaign.scheduledFor, zone)}` : "";
    return `${how}${from} (${zoneLabel})`;
  }
  if (campaign.sendAt === "recipient-local") {
    const day = campaign.localDate ? new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${campaign.localDate}T00:00:00Z`)) : null;
    return `${campaign.localTime} in each recipient's time zone${day ? `, ${day}` : ""}`;
  }
  if (campaign.scheduledFor) return `Once, ${formatInZone(campaign.scheduledFor, zone)} (${zoneLabel})`;
  return "Send immediately";
}

export function describeBatching(batchSize: number | null, batchDelayNanos: number | string) {
  const seconds = Number(batchDelayNanos) / 1e9;
  const size = `Batches of ${(batchSize ?? 500).toLocaleString()}`;
  if (!seconds) return `${size}, no pause between batches`;
  const pause = seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
  return `${size}, ${pause} between batches`;
}
