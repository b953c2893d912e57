"use client";

import { FlaskConical, Mail, SearchX } from "lucide-react";
import { useRouter } from "next/navigation";
import { Pagination } from "@/components/contacts/pagination";
import { SearchInput } from "@/components/contacts/search-input";
import { intParam, useDebouncedInput, useSearchParamsState } from "@/components/contacts/use-search-params-state";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useEmails, type Email, type EmailStatus } from "@/lib/queries/emails";
import { EMAIL_STATUSES, EmailStatusBadge } from "./email-status-badge";
import { SendEmailButton } from "./send-email-button";
import { StatusFilterChips } from "./status-filter-chips";

const PAGE_SIZE = 25;

function statusParam(raw: string | null): EmailStatus | null {
  return EMAIL_STATUSES.find((item) => item.status === raw)?.status ?? null;
}

/** The team's emails, newest first: filter by status, search, open one. Polls while any is in flight. */
export function EmailsLog() {
  const { params, set } = useSearchParamsState();
  const status = statusParam(params.get("status"));
  const q = params.get("q") ?? "";
  const page = intParam(params.get("page"), 1);
  const [search, setSearch] = useDebouncedInput(q, (value) => set({ q: value, page: null }));
  const emails = useEmails({ page, limit: PAGE_SIZE, status: status ?? undefined, q: q || undefined });
  const filtered = Boolean(status || q);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <StatusFilterChips value={status} onChange={(next) => set({ status: next, page: null })} />
        <SearchInput value={search} onChange={setSearch} label="Search emails" placeholder="Search recipient or subject" className="lg:w-80" />
      </div>
      <EmailsTable
        query={emails}
        filtered={filtered}
        page={page}
        onPage={(next) => set({ page: next === 1 ? null : next })}
        onClear={() => {
          setSearch("");
          set({ status: null, q: null, page: null });
        }}
      />
    </div>
  );
}

type EmailsTableProps = {
  query: ReturnType<typeof useEmails>;
  filtered: boolean;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
};

function EmailsTable({ query, filtered, page, onPage, onClear }: EmailsTableProps) {
  if (query.isPending) {
    return (
      <Card className="overflow-hidden">
        <TableSkeleton rows={5} label="Loading emails" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <ErrorState title="We couldn't load your emails" error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const { data, pagination } = query.data;
  if (pagination.total === 0 && !filtered) {
    return (
      <EmptyState
        icon={Mail}
        title="No emails sent yet"
        description="Send a one-off email, a receipt or a quick announcement to one person, from a template or from scratch. Every email you send shows up here with its delivery status."
        action={<SendEmailButton label="Send your first email" />}
        hint="Developers can send the same way with POST /api/v1/email."
      />
    );
  }
  if (pagination.total === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No emails match"
        description="Try another status or search term."
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <Card className="overflow-hidden">
      <Table aria-label="Sent emails">
        <TableHead>
          <tr>
            <TableHeader>Recipient</TableHeader>
            <TableHeader>Subject</TableHeader>
            <TableHeader>Status</TableHeader>
            <TableHeader className="hidden md:table-cell">When</TableHeader>
          </tr>
        </TableHead>
        <TableBody className={query.isPlaceholderData ? "opacity-60" : undefined}>
          {data.map((email) => (
            <EmailRow key={email.id} email={email} />
          ))}
        </TableBody>
      </Table>
      <Pagination page={page} limit={PAGE_SIZE} total={pagination.total} onPage={onPage} noun={pagination.total === 1 ? "email" : "emails"} />
    </Card>
  );
}

/** The moment that matters for the status: sent, due, or created. */
export function emailMoment(email: Pick<Email, "status" | "sentAt" | "sendAt" | "createdAt">) {
  if (email.sentAt) return { label: "Sent", iso: email.sentAt };
  if (email.status === "SCHEDULED" && email.sendAt) return { label: "Due", iso: email.sendAt };
  return { label: "Created", iso: email.createdAt };
}

function EmailRow({ email }: { email: Email }) {
  const router = useRouter();
  const href = `/emails/${email.id}`;
  const moment = emailMoment(email);
  return (
    <TableRow data-testid="email-row" className="cursor-pointer" onClick={() => router.push(href)}>
      <TableCell className="max-w-64">
        <a href={href} onClick={(event) => event.preventDefault()} className="block truncate font-medium text-slate-900 hover:text-brand-700" title={email.to}>
          {email.to}
        </a>
      </TableCell>
      <TableCell className="max-w-md">
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate text-slate-700" title={email.subject}>
            {email.subject}
          </span>
          {email.test ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600">
              <FlaskConical aria-hidden className="size-3" />
              Test
            </span>
          ) : null}
        </div>
        {email.status === "FAILED" && email.error ? (
          <p className="mt-0.5 truncate text-xs text-red-600" title={email.error}>
            {email.error}
          </p>
        ) : null}
      </TableCell>
      <TableCell>
        <EmailStatusBadge status={email.status} />
      </TableCell>
      <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
        <span title={`${moment.label} ${formatDateTime(moment.iso)}`}>
          <span className="text-slate-400">{moment.label} </span>
          {formatRelative(moment.iso)}
        </span>
      </TableCell>
    </TableRow>
  );
}
