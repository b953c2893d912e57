"use client";

import clsx from "clsx";
import { CalendarClock, ChartColumn } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LIVE_STATUSES, useCampaign, type Campaign } from "@/lib/queries/campaigns";
import { useRouter } from "next/navigation";
import { useCampaignDates, useCampaignDescribe } from "./campaign-describe";
import { CampaignEmails } from "./campaign-emails";
import { CampaignProgress } from "./campaign-progress";
import { CampaignStatusBadge } from "./campaign-status-badge";
import { SendTestButton } from "./send-test-dialog";
import { AbVariantReport } from "./ab-variant-report";
import { FollowUpButton, FollowUpLinks } from "./follow-up-dialog";
import { LocalTimeGroups } from "./local-time-groups";
import { useCampaignActions } from "./use-campaign-actions";
import { useRefetchAtNextRun } from "./use-refetch-at-next-run";
import { BackLink, DetailLoadError } from "@/components/ui/data/detail-states";

export function BackToCampaigns() {
  const t = useTranslations("campaigns.detail");
  return <BackLink href="/campaigns">{t("back")}</BackLink>;
}

/** One campaign: state and actions, live progress, schedule, settings and its emails. */
export function CampaignDetail({ id }: { id: string }) {
  const campaign = useCampaign(id);
  useRefetchAtNextRun(campaign.data);
  if (campaign.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-10 w-80" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (campaign.isError)
    return <DetailLoadError query={campaign} messages="campaigns.detail" back={<BackToCampaigns />} />;
  return <CampaignView campaign={campaign.data} />;
}

function progressTitle(campaign: Campaign, live: boolean) {
  if (live) return "sending";
  if (campaign.status === "SENT") return "delivery";
  // Recurring: the figures are those of the last run, the next one starts from zero.
  if (campaign.schedule === "RECURRING" && campaign.status === "SCHEDULED") return "lastRun";
  return "progress";
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.detail");
  const { inZone, relative } = useCampaignDates();
  const { describeSchedule, describeBatching } = useCampaignDescribe();
  const router = useRouter();
  const { items, dialog } = useCampaignActions(campaign, { onDeleted: () => router.push("/campaigns") });
  const live = LIVE_STATUSES.includes(campaign.status);
  // A recurring campaign between two runs is SCHEDULED again: its last run's figures still show.
  const started = campaign.runCount > 0 || campaign.startedAt !== null;
  return (
    <div className="flex flex-col gap-6">
      <BackToCampaigns />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{campaign.name}</h1>
            <CampaignStatusBadge status={campaign.status} />
          </div>
          {campaign.description ? <p className="mt-1 text-sm text-slate-500">{campaign.description}</p> : null}
          <FollowUpLinks campaign={campaign} />
        </div>
        <div className="flex flex-wrap gap-2">
          {started ? (
            <ButtonLink variant="secondary" href={`/campaigns/${campaign.id}/report`}>
              <ChartColumn aria-hidden />
              {t("viewReport")}
            </ButtonLink>
          ) : null}
          <FollowUpButton campaign={campaign} />
          <SendTestButton campaign={campaign} />
          {items
            .filter((item) => item.key !== "delete")
            .map((item) => (
              <Button
                key={item.key}
                variant={item.primary ? "primary" : item.danger ? "danger" : "secondary"}
                onClick={item.run}
              >
                <item.icon aria-hidden />
                {item.label}
              </Button>
            ))}
        </div>
      </div>
      {dialog}

      {campaign.status === "FAILED" ? (
        <Alert tone="error" title={t("failedTitle")}>
          <p className="break-words" data-testid="failure-reason">
            {campaign.failureReason ?? t("failedFallback")}
          </p>
          <p className="mt-1">{t("failedHint")}</p>
        </Alert>
      ) : null}

      {campaign.lastRunSkipped && campaign.status !== "FAILED" ? (
        <Alert tone="warning" title={t(`skipped.${campaign.lastRunSkipped}`)}>
          <p className="break-words" data-testid="last-run-skipped">
            {campaign.lastRunSkippedReason}
          </p>
        </Alert>
      ) : null}

      {campaign.nextRunAt && campaign.status !== "CANCELLED" ? (
        <div
          className="flex items-center gap-3 rounded-xl border border-brand-200/70 bg-brand-50 px-4 py-3 text-sm text-brand-900"
          data-testid="next-run"
        >
          <CalendarClock aria-hidden className="size-5 text-brand-600" />
          <span>
            {t.rich("nextRun", {
              strong: (chunks) => <span className="font-semibold">{chunks}</span>,
              when: inZone(campaign.nextRunAt, campaign.timezone),
              zone: campaign.timezone.replaceAll("_", " "),
              relative: relative(campaign.nextRunAt),
            })}
          </span>
        </div>
      ) : null}

      {started ? (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <CardTitle>{t(`progressTitle.${progressTitle(campaign, live)}`)}</CardTitle>
            {campaign.schedule === "RECURRING" && campaign.runCount > 0 ? (
              <p className="text-sm text-slate-500" data-testid="campaign-run">
                {campaign.startedAt
                  ? t("runStarted", { run: campaign.runCount, when: inZone(campaign.startedAt, campaign.timezone) })
                  : t("run", { run: campaign.runCount })}
              </p>
            ) : null}
          </CardHeader>
          <CardContent>
            <CampaignProgress campaign={campaign} size="lg" />
          </CardContent>
        </Card>
      ) : null}

      <LocalTimeGroups campaign={campaign} />

      <AbVariantReport campaign={campaign} />

      <Card>
        <CardHeader>
          <CardTitle>{t("settings.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Setting label={t("settings.audience")}>
              {campaign.followUpOf ? (
                t("settings.nonOpenersOf", { name: campaign.followUpOf.name })
              ) : campaign.list ? (
                <Link className="text-brand-700 hover:underline" href={`/contacts/lists/${campaign.list.id}`}>
                  {campaign.list.name}
                </Link>
              ) : (
                "—"
              )}
            </Setting>
            <Setting label={t("settings.template")}>
              {campaign.template ? (
                <Link className="text-brand-700 hover:underline" href={`/templates/${campaign.template.id}`}>
                  {campaign.template.name}
                </Link>
              ) : (
                "—"
              )}
            </Setting>
            <Setting label={t("settings.subject")}>{campaign.subject ?? campaign.template?.subject ?? "—"}</Setting>
            <Setting label={t("settings.sender")}>
              {campaign.smtpConfig ? `${campaign.smtpConfig.name ?? ""} (${campaign.smtpConfig.fromEmail})` : "—"}
            </Setting>
            <Setting label={t("settings.schedule")} wrap>
              {describeSchedule(campaign)}
            </Setting>
            <Setting label={t("settings.batching")} wrap>
              {describeBatching(campaign.batchSize, campaign.batchDelay)}
            </Setting>
            {campaign.startedAt ? (
              <Setting label={t("settings.started")}>{inZone(campaign.startedAt, campaign.timezone)}</Setting>
            ) : null}
            {campaign.completedAt ? (
              <Setting label={t("settings.finished")}>{inZone(campaign.completedAt, campaign.timezone)}</Setting>
            ) : null}
          </dl>
        </CardContent>
      </Card>

      <CampaignEmails
        campaignId={campaign.id}
        live={live}
        runCount={campaign.schedule === "RECURRING" ? campaign.runCount : 0}
      />
    </div>
  );
}

/** One setting; `wrap` for sentences (schedule, batching) that run longer in some languages than one line. */
function Setting({ label, wrap = false, children }: { label: string; wrap?: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className={clsx("mt-1 text-slate-800", wrap ? "break-words" : "truncate")}>{children}</dd>
    </div>
  );
}
