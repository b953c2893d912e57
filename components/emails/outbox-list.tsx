"use client";

import { Inbox } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { RowLink } from "@/components/ui/paged-table";
import { PagedList } from "@/components/ui/data/paged-list";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TableCell, TableRow } from "@/components/ui/table";
import { useOutbox, type CapturedEmail } from "@/lib/queries/outbox";
import { ListToolbar, useListSearch } from "@/components/ui/data/list-search";

const PAGE_SIZE = 25;

/** Messages the capture SMTP server received for this team, newest first. */
export function OutboxList({ capturePort }: { capturePort: number }) {
  const t = useTranslations("emails.outbox");
  const list = useListSearch();
  const { q, page } = list;
  const outbox = useOutbox({ page, limit: PAGE_SIZE, q: q || undefined });

  if (capturePort === 0) {
    return <EmptyState icon={Inbox} title={t("offTitle")} description={t("offDescription")} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={{ ...list.box, label: t("search"), placeholder: t("searchPlaceholder"), className: "lg:w-80" }}
      >
        <p className="max-w-2xl text-sm text-slate-600">{t("intro")}</p>
      </ListToolbar>
      <OutboxTable
        query={outbox}
        capturePort={capturePort}
        filtered={Boolean(q)}
        page={page}
        onPage={list.setPage}
        onClear={() => list.clear()}
      />
    </div>
  );
}

type OutboxTableProps = {
  query: ReturnType<typeof useOutbox>;
  capturePort: number;
  filtered: boolean;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
};

function OutboxTable({ query, capturePort, filtered, page, onPage, onClear }: OutboxTableProps) {
  const t = useTranslations("emails.outbox");
  return (
    <PagedList
      query={query}
      loading={{ rows: 4, label: t("listLoading") }}
      errorTitle={t("listError")}
      empty={
        <EmptyState
          icon={Inbox}
          title={t("emptyTitle")}
          description={t.rich("emptyDescription", {
            port: String(capturePort),
            strong: (chunks) => <strong className="font-medium text-slate-800">{chunks}</strong>,
          })}
          action={
            <>
              <ButtonLink href="/settings/smtp" variant="secondary">
                {t("openSmtp")}
              </ButtonLink>
              <ButtonLink href="/emails/new">{t("sendOne")}</ButtonLink>
            </>
          }
          hint={t("emptyHint")}
        />
      }
      noMatch={
        filtered
          ? { title: t("noMatch"), description: t("noMatchDescription"), clearLabel: t("clearSearch"), onClear }
          : null
      }
      table={{
        label: t("table"),
        columns: [
          { label: t("subject") },
          { label: t("to") },
          { label: t("from"), className: "hidden lg:table-cell" },
          { label: t("received"), className: "hidden md:table-cell" },
        ],
        page,
        limit: PAGE_SIZE,
        onPage,
        noun: (total) => t("noun", { count: total }),
      }}
    >
      {(messages) => messages.map((message) => <OutboxRow key={message.id} message={message} />)}
    </PagedList>
  );
}

function OutboxRow({ message }: { message: CapturedEmail }) {
  const t = useTranslations("emails.outbox");
  const format = useFormatter();
  const router = useRouter();
  const href = `/emails/outbox/${message.id}`;
  const to = message.to.join(", ");
  return (
    <TableRow data-testid="outbox-row" className="cursor-pointer" onClick={() => router.push(href)}>
      <TableCell className="max-w-md">
        <RowLink href={href} title={message.subject ?? undefined}>
          {message.subject || <span className="text-slate-400 italic">{t("noSubject")}</span>}
        </RowLink>
      </TableCell>
      <TableCell className="max-w-64">
        <span className="block truncate" title={to}>
          {to}
        </span>
      </TableCell>
      <TableCell className="hidden max-w-56 lg:table-cell">
        <span className="block truncate text-slate-500" title={message.from}>
          {message.from || "–"}
        </span>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
        <time
          dateTime={message.receivedAt}
          title={format.dateTime(new Date(message.receivedAt), { dateStyle: "medium", timeStyle: "short" })}
        >
          {format.relativeTime(new Date(message.receivedAt))}
        </time>
      </TableCell>
    </TableRow>
  );
}
