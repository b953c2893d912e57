"use client";

import { Hourglass } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useDestinationQueues } from "@/lib/queries/destinations";
import { ReportEmpty } from "./report-card-states";
import { ReportCard } from "./report-card";

/** The recipient domains holding mail back now: over their limit or deferred (GET /deliverability/queues). */
export function DestinationQueues() {
  const t = useTranslations("destinations.queues");
  const format = useFormatter();
  const queues = useDestinationQueues();

  return (
    <ReportCard
      title={t("title")}
      description={t("description")}
      testId="destination-queues"
      loading={queues.isPending}
      loadingLabel={t("title")}
      error={
        queues.isError && (
          <div className="p-6">
            <Alert tone="error" title={t("loadFailed")}>
              {errorMessageOf(queues.error)}
            </Alert>
          </div>
        )
      }
      rows={queues.data?.data}
      empty={<ReportEmpty icon={Hourglass} title={t("emptyTitle")} hint={t("emptyHint")} />}
    >
      {(rows) => (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeader>{t("domain")}</TableHeader>
              <TableHeader className="text-right">{t("waiting")}</TableHeader>
              <TableHeader>{t("state")}</TableHeader>
              <TableHeader>{t("lastResponse")}</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.domain} data-testid="destination-queue-row">
                <TableCell className="font-medium text-slate-900">{row.domain}</TableCell>
                <TableCell className="text-right tabular-nums">{format.number(row.waiting)}</TableCell>
                <TableCell>
                  {row.deferredUntil ? (
                    <span
                      className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-inset ring-amber-200"
                      title={format.dateTime(new Date(row.deferredUntil), { dateStyle: "medium", timeStyle: "short" })}
                    >
                      {t("deferredUntil", { when: format.relativeTime(new Date(row.deferredUntil)) })}
                    </span>
                  ) : (
                    <span className="text-sm text-slate-600">{t("throttled")}</span>
                  )}
                </TableCell>
                <TableCell className="max-w-md truncate font-mono text-xs text-slate-600" title={row.lastResponse}>
                  {row.lastResponse ?? "—"}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
