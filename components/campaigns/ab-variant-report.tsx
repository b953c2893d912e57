"use client";

import { FlaskConical, Trophy } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { axisProps, chartColors, tooltipStyle } from "@/components/analytics/chart-colors";
import { ChartTooltip, legendProps } from "@/components/analytics/chart-tooltip";
import { useReportFormat } from "@/components/analytics/use-report-format";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { useAbReport, usePickAbWinner, type AbReport } from "@/lib/queries/ab-tests";
import { errorMessageOf } from "@/lib/queries/api-client";
import type { Campaign } from "@/lib/queries/campaigns";
import { useTemplates } from "@/lib/queries/templates";
import { useCampaignDates } from "./campaign-describe";

// The variant report of an A/B campaign (GET /campaigns/{id}/ab): each variant's test group with
// its human open and click rates, the winner, the two-proportion test of the leader against the
// runner-up, a bar chart of the rates, and the manual pick of a winner before the wait ends.

export const variantLetter = (index: number) => String.fromCharCode(65 + index);

type Variant = AbReport["variants"][number];

/** The test's phase and the significance of its leader, in the reader's language. */
function useAbSentences() {
  const t = useTranslations("campaigns.ab");
  const format = useFormatter();
  const { count } = useReportFormat();
  const { relative } = useCampaignDates();
  const fixed = (value: number, digits: number) =>
    format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

  function phaseLine(report: AbReport, status: Campaign["status"]) {
    if (report.phase === null)
      return status === "DRAFT" || status === "SCHEDULED" ? t("phase.notStarted") : t("phase.didNotRun");
    if (report.phase === "TEST")
      return report.winner !== null
        ? t("phase.testWithWinner", { letter: variantLetter(report.winner) })
        : t("phase.test");
    if (report.phase === "WAITING") {
      return report.testEndsAt
        ? t("phase.waitingUntil", {
            when: format.dateTime(new Date(report.testEndsAt), { dateStyle: "medium", timeStyle: "short" }),
            relative: relative(report.testEndsAt),
          })
        : t("phase.waiting");
    }
    return t("phase.won", {
      letter: variantLetter(report.winner ?? 0),
      sending: status === "SENDING" ? "yes" : "no",
      sent: count(report.rest.sent),
    });
  }

  function significanceLine(report: AbReport) {
    const test = report.significance;
    if (!test) return t("significance.notEnough");
    const [best, second] = test.variants.map(variantLetter);
    const metric = report.metric === "open" ? "open" : "click";
    const p =
      test.pValue < 0.001
        ? t("significance.pBelow", { value: fixed(0.001, 3) })
        : t("significance.pEquals", { value: fixed(test.pValue, 3) });
    const z = fixed(test.z, 2);
    if (test.significant) return t("significance.significant", { best, second, metric, p, z });
    if (test.z === 0) return t("significance.level", { best, second, metric, p });
    return t("significance.leads", { best, second, metric, p, z });
  }

  return { phaseLine, significanceLine };
}

export function AbVariantReport({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.ab");
  const { phaseLine, significanceLine } = useAbSentences();
  const report = useAbReport(campaign.id, { enabled: Boolean(campaign.abTest), live: campaign.status === "SENDING" });
  const templates = useTemplates({ limit: 100 });
  const [picking, setPicking] = useState<number | null>(null);
  // Polling stops when the campaign stops sending: one more fetch picks up the winner's last sends.
  const { refetch } = report;
  // biome-ignore lint/correctness/useExhaustiveDependencies: campaign.status is the trigger: when it changes (sending stops), fetch once more
  useEffect(() => {
    if (campaign.abTest) void refetch();
  }, [campaign.status, campaign.abTest, refetch]);
  if (!campaign.abTest) return null;
  const templateName = (id: string) =>
    templates.data?.data.find((template) => template.id === id)?.name ?? t("changes.anotherTemplate");
  const changes = (variant: Variant) =>
    [
      variant.subject ? t("changes.subject", { subject: variant.subject }) : null,
      variant.templateId ? t("changes.template", { name: templateName(variant.templateId) }) : null,
      variant.fromName ? t("changes.from", { name: variant.fromName }) : null,
    ]
      .filter(Boolean)
      .join(" · ");

  const data = report.data;
  const canPick =
    data &&
    campaign.status === "SENDING" &&
    (data.phase === "TEST" || data.phase === "WAITING") &&
    data.winner === null;
  return (
    <Card data-testid="ab-report">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical aria-hidden className="size-5 text-brand-600" />
          {t("title")}
        </CardTitle>
        <p className="mt-0.5 text-sm text-slate-500">
          {t("intro", {
            percent: campaign.abTest.testPercent,
            count: campaign.abTest.variants.length,
            metric: campaign.abTest.metric,
            hours: campaign.abTest.waitHours,
          })}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {report.isPending ? (
          <Skeleton className="h-40" />
        ) : report.isError ? (
          <ErrorState title={t("loadError")} error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <>
            <p className="text-sm text-slate-700" data-testid="ab-phase">
              {phaseLine(data!, campaign.status)}
            </p>
            <VariantTable report={data!} changes={changes} onPick={canPick ? setPicking : null} />
            <p className="text-sm text-slate-600" data-testid="ab-significance">
              {significanceLine(data!)}
            </p>
            <VariantChart report={data!} />
          </>
        )}
      </CardContent>
      {picking !== null && data ? (
        <PickWinnerDialog campaignId={campaign.id} report={data} variant={picking} onClose={() => setPicking(null)} />
      ) : null}
    </Card>
  );
}

function VariantTable({
  report,
  changes,
  onPick,
}: {
  report: AbReport;
  changes: (variant: Variant) => string;
  onPick: ((variant: number) => void) | null;
}) {
  const t = useTranslations("campaigns.ab");
  const { count, percent } = useReportFormat();
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <Table>
        <TableHead>
          <TableRow>
            <TableHeader>{t("columns.variant")}</TableHeader>
            <TableHeader className="text-right">{t("columns.sent")}</TableHeader>
            <TableHeader className="text-right">{t("columns.openRate")}</TableHeader>
            <TableHeader className="text-right">{t("columns.clickRate")}</TableHeader>
            <TableHeader>
              <span className="sr-only">{t("columns.result")}</span>
            </TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.variants.map((variant) => (
            <TableRow key={variant.variant} data-testid="ab-variant-row">
              <TableCell className="max-w-md">
                <span className="font-medium text-slate-900">
                  {t("variant", { letter: variantLetter(variant.variant) })}
                </span>
                <span className="block truncate text-slate-500">{changes(variant)}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{count(variant.sent)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {percent(variant.openRate)}
                <span className="block text-xs text-slate-500">
                  {t("opened", { count: count(variant.uniqueOpens) })}
                </span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {percent(variant.clickRate)}
                <span className="block text-xs text-slate-500">
                  {t("clicked", { count: count(variant.uniqueClicks) })}
                </span>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {report.winner === variant.variant ? (
                  <Badge tone="success">
                    <Trophy aria-hidden className="size-3.5" />
                    {t("winner")}
                  </Badge>
                ) : onPick ? (
                  <Button size="sm" variant="secondary" onClick={() => onPick(variant.variant)}>
                    {t("pick")}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function VariantChart({ report }: { report: AbReport }) {
  const t = useTranslations("campaigns.ab");
  const format = useFormatter();
  const { percent } = useReportFormat();
  const rateTick = (rate: number) => format.number(rate, { style: "percent", maximumFractionDigits: 1 });
  const rows = report.variants.map((variant) => ({
    name: t("variant", { letter: variantLetter(variant.variant) }),
    open: variant.openRate,
    click: variant.clickRate,
  }));
  const summary = rows
    .map((row) => t("chartRow", { name: row.name, open: percent(row.open), click: percent(row.click) }))
    .join("; ");
  return (
    <div role="img" aria-label={t("chartLabel", { summary })} style={{ height: 240 }} data-testid="ab-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={4}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="name" {...axisProps} />
          <YAxis
            {...axisProps}
            width={48}
            tickFormatter={rateTick}
            domain={[0, (max: number) => Math.max(0.1, Math.min(1, Math.ceil(max * 10) / 10))]}
          />
          <Tooltip cursor={tooltipStyle.cursor} content={<ChartTooltip format={(value) => percent(value)} />} />
          <Legend {...legendProps} />
          <Bar
            dataKey="open"
            name={t("openRate")}
            fill={chartColors.open}
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
          />
          <Bar
            dataKey="click"
            name={t("clickRate")}
            fill={chartColors.click}
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function PickWinnerDialog({
  campaignId,
  report,
  variant,
  onClose,
}: {
  campaignId: string;
  report: AbReport;
  variant: number;
  onClose: () => void;
}) {
  const t = useTranslations("campaigns.ab");
  const pick = usePickAbWinner(campaignId);
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const letter = variantLetter(variant);
  async function confirm() {
    try {
      await pick.mutateAsync(variant);
      toast.success(t("picked", { letter }), t("pickedDetail"));
      onClose();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      dismissible={!pick.isPending}
      title={t("pickTitle", { letter })}
      description={report.phase === "WAITING" ? t("pickWaiting", { letter }) : t("pickTest", { letter })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pick.isPending}>
            {t("keepTesting")}
          </Button>
          <Button onClick={() => void confirm()} pending={pick.isPending}>
            {t("pickConfirm", { letter })}
          </Button>
        </>
      }
    >
      {failure ? (
        <Alert tone="error" title={t("pickFailed")}>
          {failure}
        </Alert>
      ) : null}
    </Dialog>
  );
}
