"use client";

import { Mail } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Pagination } from "@/components/contacts/pagination";
import { EmailStatusBadge } from "@/components/emails/email-status-badge";
import { emailMoment } from "@/components/emails/emails-log";
import { StatusFilterChips } from "@/components/emails/status-filter-chips";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCampaignEmails } from "@/lib/queries/campaigns";
import type { EmailStatus } from "@/lib/queries/emails";

const PAGE_SIZE = 25;

/** The emails of this campaign's runs, newest first, with a status filter. */
export function CampaignEmails({ campaignId, live }: { campaignId: string; live: boolean }) {
  const router = useRouter();
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const [page, setPage] = useState(1);
  const emails = useCampaignEmails(campaignId, { status: status ?? undefined, page, limit: PAGE_SIZE }, { live });

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <CardTitle>Sent emails</CardTitle>
        <StatusFilterChips
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </CardHeader>
      {emails.isPending ? (
        <TableSkeleton rows={4} label="Loading emails" />
      ) : emails.isError ? (
        <ErrorState title="We couldn't load the emails" error={emails.error} onRetry={() => void emails.refetch()} />
      ) : emails.data.pagination.total === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center text-sm text-slate-500">
          <Mail aria-hidden className="size-6 text-slate-300" />
          {status ? "No emails with this status." : "No emails yet. They appear here as the campaign sends."}
        </div>
      ) : (
        <>
          <Table aria-label="Campaign emails">
            <TableHead>
              <tr>
                <TableHeader>Recipient</TableHeader>
                <TableHeader>Status</TableHeader>
                <TableHeader className="hidden md:table-cell">When</TableHeader>
                <TableHeader className="hidden lg:table-cell">Error</TableHeader>
              </tr>
            </TableHead>
            <TableBody className={emails.isPlaceholderData ? "opacity-60" : undefined}>
              {emails.data.data.map((email) => {
                const moment = emailMoment(email);
                return (
                  <TableRow key={email.id} data-testid="campaign-email-row" className="cursor-pointer" onClick={() => router.push(`/emails/${email.id}`)}>
                    <TableCell className="max-w-72 truncate font-medium text-slate-900" title={email.to}>
                      {email.to}
                    </TableCell>
                    <TableCell>
                      <EmailStatusBadge status={email.status} />
                    </TableCell>
                    <TableCell className="hidden text-slate-600 md:table-cell" title={formatDateTime(moment.iso)}>
                      {moment.label} {formatRelative(moment.iso)}
                    </TableCell>
                    <TableCell className="hidden max-w-xs truncate text-red-700 lg:table-cell" title={email.error ?? undefined}>
                      {email.error ?? ""}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pagination page={page} limit={PAGE_SIZE} total={emails.data.pagination.total} onPage={setPage} noun={emails.data.pagination.total === 1 ? "email" : "emails"} />
        </>
      )}
    </Card>
  );
}
