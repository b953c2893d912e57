"use client";

import { Mail } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { EmailStatusBadge } from "@/components/emails/email-status-badge";
import { emailMoment } from "@/components/emails/emails-log";
import { StatusFilterChips } from "@/components/emails/status-filter-chips";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { ErrorState } from "@/components/ui/error-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCampaignEmails } from "@/lib/queries/campaigns";
import type { EmailStatus } from "@/lib/queries/emails";
import { useCampaignDates } from "./campaign-describe";
import { Options } from "@/components/ui/data/options";

const PAGE_SIZE = 25;

/** The emails of this campaign's runs, newest first, with a status filter and, for a recurring
 * campaign that has run more than once, a run filter. */
export function CampaignEmails({
  campaignId,
  live,
  runCount,
}: {
  campaignId: string;
  live: boolean;
  runCount: number;
}) {
  const t = useTranslations("campaigns.emails");
  const format = useFormatter();
  const { relative } = useCampaignDates();
  const router = useRouter();
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const [run, setRun] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const emails = useCampaignEmails(
    campaignId,
    { status: status ?? undefined, run: run ?? undefined, page, limit: PAGE_SIZE },
    { live },
  );

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <CardTitle className="shrink-0">{t("title")}</CardTitle>
        <div className="flex flex-wrap items-center gap-3">
          {runCount > 1 ? (
            <Select
              aria-label={t("run")}
              className="w-36"
              value={run ?? ""}
              onChange={(event) => {
                setRun(event.target.value ? Number(event.target.value) : null);
                setPage(1);
              }}
            >
              <option value="">{t("allRuns")}</option>
              <Options
                values={Array.from({ length: runCount }, (_, index) => runCount - index)}
                label={(number) => t("runNumber", { run: number })}
              />
            </Select>
          ) : null}
          <StatusFilterChips
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
        </div>
      </CardHeader>
      {emails.isPending ? (
        <TableSkeleton rows={4} label={t("loading")} />
      ) : emails.isError ? (
        <ErrorState title={t("loadError")} error={emails.error} onRetry={() => void emails.refetch()} />
      ) : emails.data.pagination.total === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center text-sm text-slate-500">
          <Mail aria-hidden className="size-6 text-slate-300" />
          {status || run ? t("noMatch") : t("empty")}
        </div>
      ) : (
        <>
          <Table aria-label={t("tableLabel")}>
            <TableHead>
              <tr>
                <TableHeader>{t("columns.recipient")}</TableHeader>
                <TableHeader>{t("columns.status")}</TableHeader>
                <TableHeader className="hidden md:table-cell">{t("columns.when")}</TableHeader>
                <TableHeader className="hidden lg:table-cell">{t("columns.error")}</TableHeader>
              </tr>
            </TableHead>
            <TableBody className={emails.isPlaceholderData ? "opacity-60" : undefined}>
              {emails.data.data.map((email) => {
                const moment = emailMoment(email);
                return (
                  <TableRow
                    key={email.id}
                    data-testid="campaign-email-row"
                    className="cursor-pointer"
                    onClick={() => router.push(`/emails/${email.id}`)}
                  >
                    <TableCell className="max-w-72 truncate font-medium text-slate-900" title={email.to}>
                      {email.to}
                    </TableCell>
                    <TableCell>
                      <EmailStatusBadge status={email.status} />
                    </TableCell>
                    <TableCell
                      className="hidden text-slate-600 md:table-cell"
                      title={format.dateTime(new Date(moment.iso), { dateStyle: "medium", timeStyle: "short" })}
                    >
                      {t(`moment.${moment.kind}`)} {relative(moment.iso)}
                    </TableCell>
                    <TableCell
                      className="hidden max-w-xs truncate text-red-700 lg:table-cell"
                      title={email.error ?? undefined}
                    >
                      {email.error ?? ""}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pagination
            page={page}
            limit={PAGE_SIZE}
            total={emails.data.pagination.total}
            onPage={setPage}
            noun={t("noun", { count: emails.data.pagination.total })}
          />
        </>
      )}
    </Card>
  );
}
