"use client";

import { FlaskConical, Mail } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { RowLink } from "@/components/ui/paged-table";
import { PagedList } from "@/components/ui/data/paged-list";
import { EmptyState } from "@/components/ui/empty-state";
import { TableCell, TableRow } from "@/components/ui/table";
import { useEmails, type Email, type EmailStatus, type EmailStream } from "@/lib/queries/emails";
import { EMAIL_STATUSES, EmailStatusBadge } from "./email-status-badge";
import { SendEmailButton } from "./send-email-button";
import { StatusFilterChips } from "./status-filter-chips";
import { StreamFilter, StreamTag } from "./stream-filter";
import { ListToolbar, useListSearch } from "@/components/ui/data/list-search";

const PAGE_SIZE = 25;

function statusParam(raw: string | null): EmailStatus | null {
  return EMAIL_STATUSES.find((item) => item.status === raw)?.status ?? null;
}

const streamParam = (raw: string | null): EmailStream | null =>
  raw === "transactional" || raw === "broadcast" ? raw : null;

/** The team's emails, newest first: filter by status and stream, search, open one. Polls while any is in flight. */
export function EmailsLog() {
  const list = useListSearch();
  const { q, page } = list;
  const status = statusParam(list.params.get("status"));
  const stream = streamParam(list.params.get("stream"));
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
      <StreamFilter value={stream} onChange={(next) => list.filter({ stream: next })} />
      <ListToolbar
        search={{ ...list.box, label: t("search"), placeholder: t("searchPlaceholder"), className: "lg:w-80" }}
      >
        <StatusFilterChips value={status} onChange={(next) => list.filter({ status: next })} />
      </ListToolbar>
      <EmailsTable
        query={emails}
        filtered={filtered}
        page={page}
        onPage={list.setPage}
        onClear={() => list.clear({ status: null, stream: null })}
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
  return (
    <PagedList
      query={query}
      loading={{ rows: 5, label: t("loading") }}
      errorTitle={t("loadError")}
      empty={
        <EmptyState
          icon={Mail}
          title={t("emptyTitle")}
          description={t("emptyDescription")}
          action={<SendEmailButton label={t("sendFirst")} />}
          hint={t("emptyHint")}
        />
      }
      noMatch={
        filtered
          ? { title: t("noMatch"), description: t("noMatchDescription"), clearLabel: t("clearFilters"), onClear }
          : null
      }
      table={{
        label: t("table"),
        columns: [
          { label: t("recipient") },
          { label: t("subject") },
          { label: t("status") },
          { label: t("when"), className: "hidden md:table-cell" },
        ],
        page,
        limit: PAGE_SIZE,
        onPage,
        noun: (total) => t("noun", { count: total }),
      }}
    >
      {(emails) => emails.map((email) => <EmailRow key={email.id} email={email} />)}
    </PagedList>
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
