"use client";

import { FlaskConical, Trophy } from "lucide-react";
import { useEffect, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { axisProps, chartColors, tooltipStyle } from "@/components/analytics/chart-colors";
import { legendProps, makeTooltip } from "@/components/analytics/chart-tooltip";
import { formatCount, formatPercent, formatRateTick } from "@/components/analytics/format";
import { formatDateTime, formatRelative } from "@/components/settings/format";
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

// The variant report of an A/B campaign (GET /campaigns/{id}/ab): each variant's test group with
// its human open and click rates, the winner, the two-proportion test of the leader against the
// runner-up, a bar chart of the rates, and the manual pick of a winner before the wait ends.

export const variantLetter = (index: number) => String.fromCharCode(65 + index);

type Variant = AbReport["variants"][number];

function phaseLine(report: AbReport, status: Campaign["status"]) {
  if (report.phase === null) return status === "DRAFT" || status === "SCHEDULED" ? "The test starts when the campaign is sent." : "The test did not run.";
  if (report.phase === "TEST") return report.winner !== null ? `Sending the test group; variant ${variantLetter(report.winner)} goes to the rest right after.` : "Sending the test group…";
  if (report.phase === "WAITING") return report.testEndsAt ? `Collecting results until ${formatDateTime(report.testEndsAt)} (${formatRelative(report.testEndsAt)}), then the leader goes to the rest.` : "Collecting results.";
  return `Variant ${variantLetter(report.winner ?? 0)} won and ${status === "SENDING" ? "is going" : "went"} to the rest of the audience (${formatCount(report.rest.sent)} sent).`;
}

function significanceLine(report: AbReport) {
  const test = report.significance;
  if (!test) return "Not enough data yet to compare the variants.";
  const [best, second] = test.variants.map(variantLetter);
  const rate = report.metric === "open" ? "open" : "click";
  const p = test.pValue < 0.001 ? "p < 0.001" : `p = ${test.pValue.toFixed(3)}`;
  if (test.significant) return `Variant ${best} leads ${second} on ${rate} rate, and the difference is significant (${p}, z = ${test.z.toFixed(2)}).`;
  if (test.z === 0) return `Variants ${best} and ${second} are level on ${rate} rate so far (${p}).`;
  return `Variant ${best} leads ${second} on ${rate} rate, but not significantly yet (${p}, z = ${test.z.toFixed(2)}): the gap may still be chance.`;
}

export function AbVariantReport({ campaign }: { campaign: Campaign }) {
  const report = useAbReport(campaign.id, { enabled: Boolean(campaign.abTest), live: campaign.status === "SENDING" });
  const templates = useTemplates({ limit: 100 });
  const [picking, setPicking] = useState<number | null>(null);
  // Polling stops when the campaign stops sending: one more fetch picks up the winner's last sends.
  const { refetch } = report;
  useEffect(() => {
    if (campaign.abTest) void refetch();
  }, [campaign.status, campaign.abTest, refetch]);
  if (!campaign.abTest) return null;
  const templateName = (id: string) => templates.data?.data.find((template) => template.id === id)?.name ?? "another template";
  const changes = (variant: Variant) =>
    [variant.subject ? `Subject “${variant.subject}”` : null, variant.templateId ? `Template ${templateName(variant.templateId)}` : null, variant.fromName ? `From “${variant.fromName}”` : null].filter(Boolean).join(" · ");

  const data = report.data;
  const canPick = data && campaign.status === "SENDING" && (data.phase === "TEST" || data.phase === "WAITING") && data.winner === null;
  return (
    <Card data-testid="ab-report">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical aria-hidden className="size-5 text-brand-600" />
          A/B test
        </CardTitle>
        <p className="mt-0.5 text-sm text-slate-500">
          {campaign.abTest.testPercent}% of the audience split between {campaign.abTest.variants.length} variants; the best {campaign.abTest.metric} rate after{" "}
          {campaign.abTest.waitHours} {campaign.abTest.waitHours === 1 ? "hour" : "hours"} wins. Rates count people, not mail-privacy proxies or link scanners.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {report.isPending ? (
          <Skeleton className="h-40" />
        ) : report.isError ? (
          <ErrorState title="We couldn't load the A/B results" error={report.error} onRetry={() => void report.refetch()} />
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
      {picking !== null && data ? <PickWinnerDialog campaignId={campaign.id} report={data} variant={picking} onClose={() => setPicking(null)} /> : null}
    </Card>
  );
}

function VariantTable({ report, changes, onPick }: { report: AbReport; changes: (variant: Variant) => string; onPick: ((variant: number) => void) | null }) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <Table>
        <TableHead>
          <TableRow>
            <TableHeader>Variant</TableHeader>
            <TableHeader className="text-right">Sent</TableHeader>
            <TableHeader className="text-right">Open rate</TableHeader>
            <TableHeader className="text-right">Click rate</TableHeader>
            <TableHeader>
              <span className="sr-only">Result</span>
            </TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.variants.map((variant) => (
            <TableRow key={variant.variant} data-testid="ab-variant-row">
              <TableCell className="max-w-md">
                <span className="font-medium text-slate-900">Variant {variantLetter(variant.variant)}</span>
                <span className="block truncate text-slate-500">{changes(variant)}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(variant.sent)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPercent(variant.openRate)}
                <span className="block text-xs text-slate-500">{formatCount(variant.uniqueOpens)} opened</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPercent(variant.clickRate)}
                <span className="block text-xs text-slate-500">{formatCount(variant.uniqueClicks)} clicked</span>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {report.winner === variant.variant ? (
                  <Badge tone="success">
                    <Trophy aria-hidden className="size-3.5" />
                    Winner
                  </Badge>
                ) : onPick ? (
                  <Button size="sm" variant="secondary" onClick={() => onPick(variant.variant)}>
                    Pick as winner
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
  const rows = report.variants.map((variant) => ({ name: `Variant ${variantLetter(variant.variant)}`, open: variant.openRate, click: variant.clickRate }));
  const summary = rows.map((row) => `${row.name}: opens ${formatPercent(row.open)}, clicks ${formatPercent(row.click)}`).join("; ");
  return (
    <div role="img" aria-label={`Open and click rates per variant. ${summary}`} style={{ height: 240 }} data-testid="ab-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={4}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="name" {...axisProps} />
          <YAxis {...axisProps} width={48} tickFormatter={formatRateTick} domain={[0, (max: number) => Math.max(0.1, Math.min(1, Math.ceil(max * 10) / 10))]} />
          <Tooltip cursor={tooltipStyle.cursor} content={makeTooltip((value) => formatPercent(value))} />
          <Legend {...legendProps} />
          <Bar dataKey="open" name="Open rate" fill={chartColors.open} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
          <Bar dataKey="click" name="Click rate" fill={chartColors.click} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function PickWinnerDialog({ campaignId, report, variant, onClose }: { campaignId: string; report: AbReport; variant: number; onClose: () => void }) {
  const pick = usePickAbWinner(campaignId);
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const letter = variantLetter(variant);
  async function confirm() {
    try {
      await pick.mutateAsync(variant);
      toast.success(`Variant ${letter} picked`, "It goes to the rest of the audience now.");
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
      title={`Send variant ${letter} to everyone else?`}
      description={
        report.phase === "WAITING"
          ? `The test stops here: variant ${letter} goes to the rest of the audience right away, without waiting for more results. This can't be undone.`
          : `Variant ${letter} goes to the rest of the audience as soon as the test group has been sent. This can't be undone.`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pick.isPending}>
            Keep testing
          </Button>
          <Button onClick={() => void confirm()} pending={pick.isPending}>
            Pick variant {letter}
          </Button>
        </>
      }
    >
      {failure ? (
        <Alert tone="error" title="The winner could not be picked">
          {failure}
        </Alert>
      ) : null}
    </Dialog>
  );
}
