"use client";

import { Mail, Send, Sparkles, Users, UsersRound } from "lucide-react";
import { textLink } from "@/components/ui/data/rich-links";
import { useFormatter, useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "@/components/analytics/chart-card";
import { axisProps, chartColors, tooltipStyle } from "@/components/analytics/chart-colors";
import { ChartTooltip } from "@/components/analytics/chart-tooltip";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useDailySends, useSubscriptionUsage, useTeamUsage } from "@/lib/queries/billing";
import { BILLING_PATH, useBillingFormat } from "./billing-format";
import { UsageBars } from "./usage-bars";

function Stat({
  icon: Icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: typeof Mail;
  label: string;
  value: string;
  hint: string;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex items-start gap-3 py-5">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function DailyChart() {
  const daily = useDailySends(30);
  const t = useTranslations("usage.chart");
  const format = useFormatter();
  const { formatNumber } = useBillingFormat();
  const rows = (daily.data?.days ?? []).map((row) => ({
    ...row,
    label: format.dateTime(new Date(`${row.day}T00:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" }),
  }));
  const total = rows.reduce((sum, row) => sum + row.emails, 0);
  const average = rows.length ? total / rows.length : 0;
  return (
    <ChartCard
      title={t("title")}
      description={t("description", { average: formatNumber(Math.round(average * 10) / 10) })}
      testId="chart-daily-sends"
      loading={daily.isPending}
      empty={total === 0}
      emptyIcon={Send}
      emptyTitle={t("emptyTitle")}
      emptyHint={t("emptyHint")}
      height={260}
    >
      <div role="img" aria-label={t("label", { total: formatNumber(total) })} style={{ height: 260 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
            <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={24} {...axisProps} />
            <YAxis allowDecimals={false} width={48} {...axisProps} />
            <Tooltip cursor={tooltipStyle.cursor} content={<ChartTooltip format={(value) => formatNumber(value)} />} />
            {/* Labelled in the description: a label on the line collides with the axis on a quiet month. */}
            <ReferenceLine y={average} stroke={chartColors.axis} strokeDasharray="4 4" />
            <Bar
              dataKey="emails"
              name={t("series")}
              fill={chartColors.open}
              radius={[4, 4, 0, 0]}
              maxBarSize={24}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

/** The Usage page: this period's sends, contacts and seats against the plan, and sends over time. */
export function UsageOverview() {
  const subscription = useSubscriptionUsage();
  const usage = useTeamUsage();
  const t = useTranslations("usage");
  const { formatDate, formatNumber, limitText, planName, intervalName } = useBillingFormat();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t("title")}
        description={
          usage.data
            ? t("period", {
                start: formatDate(usage.data.period.start),
                end: formatDate(new Date(new Date(usage.data.period.end).getTime() - 1)),
              })
            : t("description")
        }
        actions={
          <ButtonLink href={BILLING_PATH} variant="secondary">
            {t("plansAndBilling")}
          </ButtonLink>
        }
      />
      <QueryState query={subscription} loading={<Skeleton className="h-28" />} errorTitle={t("loadError")}>
        {(current) => {
          const seats = current.usage.features.find((item) => item.feature === "team_collaboration");
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                <Stat
                  testId="stat-emails"
                  icon={Mail}
                  label={t("stats.emails")}
                  value={formatNumber(current.usage.emails.used)}
                  hint={t("stats.emailsHint", {
                    limit: limitText(current.usage.emails.limit),
                    plan: planName(current.product),
                  })}
                />
                <Stat
                  testId="stat-contacts"
                  icon={UsersRound}
                  label={t("stats.contacts")}
                  value={usage.data ? formatNumber(usage.data.contacts) : "…"}
                  hint={t("stats.contactsHint")}
                />
                <Stat
                  testId="stat-members"
                  icon={Users}
                  label={t("stats.seats")}
                  value={seats ? formatNumber(seats.used) : "…"}
                  hint={seats ? t("stats.seatsHint", { limit: limitText(seats.limit) }) : ""}
                />
                <Stat
                  testId="stat-ai-tokens"
                  icon={Sparkles}
                  label={t("stats.aiTokens")}
                  value={usage.data ? formatNumber(usage.data.aiTokens.used) : "…"}
                  hint={usage.data ? t("stats.aiTokensHint", { limit: limitText(usage.data.aiTokens.limit) }) : ""}
                />
              </div>
              <DailyChart />
              <Card>
                <CardHeader>
                  <CardTitle>{t("againstPlan.title")}</CardTitle>
                  <p className="mt-1 text-sm text-slate-600">
                    {t.rich("againstPlan.description", {
                      plan: planName(current.product),
                      interval: intervalName(current.product.interval),
                      ...textLink(BILLING_PATH),
                    })}
                  </p>
                </CardHeader>
                <CardContent>
                  <UsageBars subscription={current} />
                </CardContent>
              </Card>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
