"use client";

import { ExternalLink, Link2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { LinkStat } from "@/lib/queries/analytics";
import { breakdownRows } from "./format";
import { useReportFormat } from "./use-report-format";
import { ReportEmpty } from "./report-card-states";
import { ReportCard } from "./report-card";

/** Every clicked link with its clicks, unique clickers, rate and how quickly people clicked. */
export function LinksTable({ links, loading }: { links: LinkStat[] | undefined; loading: boolean }) {
  const t = useTranslations("analytics.links");
  const report = useReportFormat();
  const { count: formatCount, percent: formatPercent, duration: formatDuration, dateTime: formatDateTime } = report;
  const maxClicks = Math.max(1, ...(links ?? []).map((link) => link.clickCount));
  return (
    <ReportCard
      title={t("title")}
      description={t("description")}
      testId="links-table"
      className="min-w-0 overflow-hidden"
      loading={loading}
      loadingLabel={t("loading")}
      rows={links}
      empty={<ReportEmpty icon={Link2} title={t("emptyTitle")} hint={t("emptyHint")} />}
    >
      {(rows) => (
        <Table>
          <TableHead>
            <tr>
              <TableHeader>{t("link")}</TableHeader>
              <TableHeader className="text-right">{t("clicks")}</TableHeader>
              <TableHeader className="text-right">{t("unique")}</TableHeader>
              <TableHeader className="text-right">{t("clickRate")}</TableHeader>
              <TableHeader className="text-right">{t("timeToClick")}</TableHeader>
              <TableHeader>{t("devices")}</TableHeader>
              <TableHeader>{t("lastClick")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((link) => (
              <TableRow key={link.url} data-testid="link-row">
                <TableCell className="max-w-[22rem]">
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="group flex items-center gap-1.5 font-medium text-slate-900 hover:text-brand-700"
                    title={link.url}
                  >
                    <span className="truncate">{prettyUrl(link.url)}</span>
                    <ExternalLink aria-hidden className="size-3.5 shrink-0 text-slate-400 group-hover:text-brand-600" />
                  </a>
                  <div className="mt-1.5 h-1 rounded-full bg-slate-100" aria-hidden>
                    <div
                      className="h-full rounded-full bg-emerald-500"
                      style={{ width: `${(link.clickCount / maxClicks) * 100}%` }}
                    />
                  </div>
                </TableCell>
                <TableCell className="text-right font-medium text-slate-900 tabular-nums">
                  {formatCount(link.clickCount)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(link.uniqueClicks)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatPercent(link.clickRate)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatDuration(link.averageTimeToClick)}</TableCell>
                <TableCell className="text-xs whitespace-nowrap text-slate-500">
                  {breakdownRows(link.deviceBreakdown, "device", report.label)
                    .map((row) => `${row.label} ${formatCount(row.value)}`)
                    .join(" · ") || "–"}
                </TableCell>
                <TableCell className="text-xs whitespace-nowrap text-slate-500">
                  {link.lastClickTime ? formatDateTime(link.lastClickTime) : "–"}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}

/** "https://acme.com/shop?utm=x" -> "acme.com/shop?utm=x": the scheme is noise in a table. */
function prettyUrl(url: string) {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
