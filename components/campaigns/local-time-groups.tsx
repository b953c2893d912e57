"use client";

import { Globe2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Campaign } from "@/lib/queries/campaigns";
import { useCampaignLocalTime } from "@/lib/queries/local-time";
import { useCampaignDates } from "./campaign-describe";

/** Each group status's badge tone; its name is campaigns.localTime.status.<STATUS>. */
const STATUS_TONE = { WAITING: "neutral", SENDING: "brand", DONE: "success" } as const;

/** A local-time campaign's groups: when each goes out (in the team's zone) and how far it got. */
export function LocalTimeGroups({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.localTime");
  const format = useFormatter();
  const { inZone, relative } = useCampaignDates();
  const local = useCampaignLocalTime(campaign.id, {
    enabled: campaign.sendAt === "recipient-local",
    live: campaign.status === "SENDING",
  });
  if (campaign.sendAt !== "recipient-local" || !local.data || local.data.groups.length === 0) return null;
  const { groups, nextGroupAt, teamTimezone, localTime } = local.data;
  const done = groups.filter((group) => group.status === "DONE").length;
  const zoneList = (zones: string[]) => {
    const names = zones.map((zone) => zone.replaceAll("_", " "));
    return names.length <= 3
      ? names.join(", ")
      : t("zonesMore", { zones: names.slice(0, 3).join(", "), count: names.length - 3 });
  };
  return (
    <Card data-testid="local-time-groups">
      <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <CardTitle className="flex items-center gap-2">
          <Globe2 aria-hidden className="size-4 text-brand-600" />
          {t("title", { time: localTime ?? "" })}
        </CardTitle>
        <p className="text-sm text-slate-500">
          {nextGroupAt
            ? t("groupsSentNext", {
                done,
                total: groups.length,
                when: inZone(nextGroupAt, teamTimezone),
                relative: relative(nextGroupAt),
              })
            : t("groupsSent", { done, total: groups.length })}
        </p>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y divide-slate-100">
          {groups.map((group) => {
            const share = group.contacts ? Math.round((group.processed / group.contacts) * 100) : 0;
            return (
              <li
                key={group.sendAt}
                className="grid items-center gap-x-4 gap-y-1 py-2.5 text-sm sm:grid-cols-[16rem_1fr_9rem_5.5rem]"
              >
                <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
                  {inZone(group.sendAt, teamTimezone)}
                  <span className="ml-1.5 text-xs font-normal text-slate-500">UTC{group.utcOffset}</span>
                </span>
                <span className="truncate text-slate-600" title={group.timezones.join(", ")}>
                  {zoneList(group.timezones)}
                </span>
                <span className="flex items-center gap-2 text-slate-600 tabular-nums">
                  <span aria-hidden className="h-1.5 w-14 overflow-hidden rounded-full bg-slate-100">
                    <span className="block h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
                  </span>
                  {format.number(group.processed)} / {format.number(group.contacts)}
                </span>
                <Badge tone={STATUS_TONE[group.status]} className="justify-self-start">
                  {t(`status.${group.status}`)}
                </Badge>
              </li>
            );
          })}
        </ol>
        <p className="mt-3 text-xs text-slate-500">{t("footer", { zone: teamTimezone.replaceAll("_", " ") })}</p>
      </CardContent>
    </Card>
  );
}
