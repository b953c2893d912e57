"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { useReportFormat } from "./use-report-format";

/**
 * Shown while a long backlog of events (an import of past activity, a restore) is still being
 * counted in the background: the figures are right up to `asOf` and fill in on their own, as the
 * reports refresh.
 */
export function ReportFreshnessNotice({ report }: { report: { complete: boolean; asOf: string | null } | undefined }) {
  const t = useTranslations("analytics.freshness");
  const { dateTime } = useReportFormat();
  if (!report || report.complete || !report.asOf) return null;
  return (
    <Alert tone="info" title={t("title")}>
      {t("body", { date: dateTime(report.asOf) })}
    </Alert>
  );
}
