"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useDeliverability } from "@/lib/queries/deliverability";
import { PROVIDERS } from "./deliverability-providers";
import { ProviderChart } from "./provider-chart";
import { ReportEmpty } from "./report-card-states";
import { ReportCard } from "./report-card";
import { MailCheck } from "lucide-react";

/** GET /analytics/deliverability over the last 30 days: warnings, one chart per major provider, every domain. */
export function DeliverabilityReport() {
  const t = useTranslations("analytics.deliverability");
  const format = useFormatter();
  const report = useDeliverability(30);
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 2 });
  const data = report.data;

  return (
    <div className="flex flex-col gap-6" data-testid="deliverability-report">
      {report.isError ? (
        <Alert tone="error" title={t("loadFailed")}>
          {errorMessageOf(report.error)}
        </Alert>
      ) : null}
      {data && data.warnings.length > 0 ? (
        <Alert tone="warning" title={t("warningsTitle", { count: data.warnings.length })}>
          <ul className="mt-1 flex flex-col gap-0.5" data-testid="deliverability-warnings">
            {data.warnings.map((warning) => (
              <li key={`${warning.domain}-${warning.date}-${warning.kind}`}>
                {t(`warnings.${warning.kind}`, {
                  domain: warning.domain,
                  date: format.dateTime(new Date(warning.date), { dateStyle: "medium", timeZone: "UTC" }),
                  rate: percent(warning.rate),
                  threshold: percent(warning.threshold),
                  sent: format.number(warning.sent),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {PROVIDERS.map((provider) => (
          <ProviderChart key={provider.id} provider={provider} report={data} loading={report.isPending} />
        ))}
      </div>
      <ReportCard
        title={t("domainsTitle")}
        description={t("domainsDescription")}
        testId="deliverability-domains"
        loading={report.isPending}
        loadingLabel={t("domainsTitle")}
        rows={data?.domains}
        empty={<ReportEmpty icon={MailCheck} title={t("emptyTitle")} hint={t("emptyHint")} />}
      >
        {(domains) => (
          <Table>
            <TableHead>
              <TableRow>
                {[
                  "domain",
                  "sent",
                  "delivered",
                  "hardBounces",
                  "softBounces",
                  "complaints",
                  "bounceRate",
                  "complaintRate",
                ].map((column) => (
                  <TableHeader key={column} className={column === "domain" ? undefined : "text-right"}>
                    {t(`columns.${column}`)}
                  </TableHeader>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {domains.map((row) => (
                <TableRow key={row.domain}>
                  <TableCell className="font-medium text-slate-900">{row.domain}</TableCell>
                  {[row.sent, row.delivered, row.hardBounces, row.softBounces, row.complaints].map((value, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns of one row
                    <TableCell key={index} className="text-right tabular-nums">
                      {format.number(value)}
                    </TableCell>
                  ))}
                  <TableCell className="text-right tabular-nums">{percent(row.bounceRate)}</TableCell>
                  <TableCell className="text-right tabular-nums">{percent(row.complaintRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ReportCard>
    </div>
  );
}
