"use client";

import { ArrowUpRight, Trophy } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useReportFormat } from "@/components/analytics/use-report-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TopCampaign } from "@/lib/queries/analytics";
import { ReportEmpty } from "@/components/analytics/report-card-states";
import { ReportCard } from "@/components/analytics/report-card";

/** The best campaigns of the period by engagement score, each linking to its report. */
export function TopCampaigns({ campaigns, loading }: { campaigns: TopCampaign[] | undefined; loading: boolean }) {
  const t = useTranslations("overview.topCampaigns");
  const { percent: formatPercent, count } = useReportFormat();
  return (
    <ReportCard
      title={t("title")}
      action={
        <Link href="/campaigns" className="text-sm font-medium text-brand-700 hover:text-brand-800">
          {t("all")}
        </Link>
      }
      testId="top-campaigns"
      className="min-w-0 overflow-hidden"
      loading={loading}
      loadingLabel={t("loading")}
      rows={campaigns}
      empty={<ReportEmpty icon={Trophy} title={t("emptyTitle")} hint={t("emptyHint")} />}
    >
      {(rows) => (
        <Table>
          <TableHead>
            <tr>
              <TableHeader>{t("campaign")}</TableHeader>
              <TableHeader className="text-right">{t("opened")}</TableHeader>
              <TableHeader className="text-right">{t("clicked")}</TableHeader>
              <TableHeader className="w-40">{t("engagement")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((campaign) => (
              <TableRow key={campaign.campaignId} data-testid="top-campaign-row">
                <TableCell className="max-w-[16rem]">
                  <Link
                    href={`/campaigns/${campaign.campaignId}/report`}
                    className="group inline-flex max-w-full items-center gap-1 font-medium text-slate-900 hover:text-brand-700"
                  >
                    <span className="truncate">{campaign.name}</span>
                    <ArrowUpRight aria-hidden className="size-3.5 shrink-0 text-slate-400 group-hover:text-brand-600" />
                  </Link>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatPercent(campaign.openRate)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatPercent(campaign.clickRate)}</TableCell>
                <TableCell>
                  <div className="flex items-center gap-2">
                    {/* biome-ignore lint/a11y/useSemanticElements: a styled usage bar; the native <meter> cannot be styled with utility classes across browsers */}
                    <div
                      className="h-1.5 flex-1 rounded-full bg-slate-100"
                      role="meter"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(campaign.engagementScore)}
                      aria-label={t("scoreOf", { name: campaign.name })}
                    >
                      <div
                        className="h-full rounded-full bg-brand-500"
                        style={{ width: `${Math.min(100, campaign.engagementScore)}%` }}
                      />
                    </div>
                    <span className="w-7 text-right text-xs font-medium text-slate-700 tabular-nums">
                      {count(Math.round(campaign.engagementScore))}
                    </span>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
