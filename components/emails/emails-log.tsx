"use client";

import { FlaskConical, Mail } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { PagedTable, RowLink } from "@/components/ui/paged-table";
import { SearchInput } from "@/components/contacts/search-input";
import { intParam, useDebouncedInput, useSearchParamsState } from "@/components/contacts/use-search-params-state";
import { EmptyState } from "@/components/ui/empty-state";
import { TableCell, TableRow } from "@/components/ui/table";
import { ListError, ListLoading, NoMatchState } from "@/components/ui/list-states";
import { useEmails, type Email, type EmailStatus, type EmailStream } from "@/lib/queries/emails";
import { EMAIL_STATUSES, EmailStatusBadge } from "./email-status-badge";
import { SendEmailButton } from "./send-email-button";
import { StatusFilterChips } from "./status-filter-chips";
import { StreamFilter, StreamTag } from "./stream-filter";

const PAGE_SIZE = 25;

function statusParam(raw: string | null): EmailStatus | null {
  return EMAIL_STATUSES.find((item) => item.status === raw)?.status ?? null;
}

const streamParam = (raw: string | null): EmailStream | null =>
  raw === "transactional" || raw === "broadcast" ? raw : null;

/** The team's emails, newest first: filter by status and stream, search, open one. Polls while any is in flight. */
export function EmailsLog() {
  const { params, set } = useSearchParamsState();
  const status = statusParam(params.get("status"));
  const stream = streamParam(params.get("stream"));
  const q = params.get("q") ?? "";
  const page = intParam(params.get("page"), 1);
  const [search, setSearch] = useDebouncedInput(q, (value) => set({ q: value, page: null }));
  const emails = useEmails({
    page,
    limit: PAGE_SIZE,
    status: status ?? undefined,
    stream: stream ?? undefined,
    q: q || undefined,
  });
  const filtered = Boolean(status || stream || q);
  const t = useTranslations("emails.log");

  return (
    <div className="flex flex-col gap-4">
      {/* The stream filter on a row of its own: beside the status chips they wrapped into three rows in German. */}
      <StreamFilter value={stream} onChange={(next) => set({ stream: next, page: null })} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <StatusFilterChips value={status} onChange={(next) => set({ status: next, page: null })} />
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          className="lg:w-80"
        />
      </div>
      <EmailsTable
        query={emails}
        filtered={filtered}
        page={page}
        onPage={(next) => set({ page: next === 1 ? null : next })}
        onClear={() => {
          setSearch("");
          set({ status: null, stream: null, q: null, page: null });
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
  const t = useTranslations("emails.log");
  if (query.isPending) return <ListLoading rows={5} label={t("loading")} />;
  if (query.isError) return <ListError title={t("loadError")} query={query} />;
  const { data, pagination } = query.data;
  if (pagination.total === 0 && !filtered) {
    return (
      <EmptyState
        icon={Mail}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
        action={<SendEmailButton label={t("sendFirst")} />}
        hint={t("emptyHint")}
      />
    );
  }
  if (pagination.total === 0) {
    return (
      <NoMatchState
        title={t("noMatch")}
        description={t("noMatchDescription")}
        clearLabel={t("clearFilters")}
        onClear={onClear}
      />
    );
  }
  return (
    <PagedTable
      label={t("table")}
      columns={[
        { label: t("recipient") },
        { label: t("subject") },
        { label: t("status") },
        { label: t("when"), className: "hidden md:table-cell" },
      ]}
      stale={query.isPlaceholderData}
      page={page}
      limit={PAGE_SIZE}
      total={pagination.total}
      onPage={onPage}
      noun={t("noun", { count: pagination.total })}
    >
      {data.map((email) => (
        <EmailRow key={email.id} email={email} />
      ))}
    </PagedTable>
  );
}

/**
 * The moment that matters for the status: sent, due, or created. `kind` names its label in the
 * emails.log.moment (and campaigns.emails.moment) messages.
 */
export function emailMoment(email: Pick<Email, "status" | "sentAt" | "sendAt" | "createdAt">) {
  if (email.sentAt) return { kind: "sent", iso: email.sentAt } as const;
  if (email.status === "SCHEDULED" && email.sendAt) return { kind: "due", iso: email.sendAt } as const;
  return { kind: "created", iso: email.createdAt } as const;
}

function EmailRow({ email }: { email: Email }) {
  const router = useRouter();
  const href = `/emails/${email.id}`;
  const moment = emailMoment(email);
  const t = useTranslations("emails.log");
  const format = useFormatter();
  const label = t(`moment.${moment.kind}`);
  return (
    <TableRow data-testid="email-row" className="cursor-pointer" onClick={() => router.push(href)}>
      <TableCell className="max-w-64">
        <RowLink href={href} title={email.to}>
          {email.to}
        </RowLink>
      </TableCell>
      <TableCell className="max-w-md">
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate text-slate-700" title={email.subject}>
            {email.subject}
          </span>
          <StreamTag stream={email.stream} />
          {email.test ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600">
              <FlaskConical aria-hidden className="size-3" />
              {t("test")}
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
        <span
          title={t("momentTitle", {
            label,
            when: format.dateTime(new Date(moment.iso), { dateStyle: "medium", timeStyle: "short" }),
          })}
        >
          <span className="text-slate-400">{label} </span>
          {format.relativeTime(new Date(moment.iso))}
        </span>
      </TableCell>
    </TableRow>
  );
}
