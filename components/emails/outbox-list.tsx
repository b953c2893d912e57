"use client";

import { Inbox, SearchX } from "lucide-react";
import { useRouter } from "next/navigation";
import { Pagination } from "@/components/contacts/pagination";
import { SearchInput } from "@/components/contacts/search-input";
import { intParam, useDebouncedInput, useSearchParamsState } from "@/components/contacts/use-search-params-state";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useOutbox, type CapturedEmail } from "@/lib/queries/outbox";

const PAGE_SIZE = 25;

/** Messages the capture SMTP server received for this team, newest first. */
export function OutboxList({ capturePort }: { capturePort: number }) {
  const { params, set } = useSearchParamsState();
  const q = params.get("q") ?? "";
  const page = intParam(params.get("page"), 1);
  const [search, setSearch] = useDebouncedInput(q, (value) => set({ q: value, page: null }));
  const outbox = useOutbox({ page, limit: PAGE_SIZE, q: q || undefined });

  if (capturePort === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="The capture server is off"
        description="This Sendwell runs without its built-in capture SMTP server (SMTP_CAPTURE_PORT=0, or SYSTEM_SMTP_URL is set), so mail goes to real inboxes only. Run it with SMTP_CAPTURE_PORT (2525 by default) to catch test mail here."
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <p className="max-w-2xl text-sm text-slate-600">
          Mail sent through the built-in capture server lands here instead of real inboxes, so you can check exactly what recipients would get.
        </p>
        <SearchInput value={search} onChange={setSearch} label="Search captured mail" placeholder="Search subject or recipient" className="lg:w-80" />
      </div>
      <OutboxTable query={outbox} capturePort={capturePort} filtered={Boolean(q)} page={page} onPage={(next) => set({ page: next === 1 ? null : next })} onClear={() => { setSearch(""); set({ q: null, page: null }); }} />
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
  if (query.isPending) {
    return (
      <Card className="overflow-hidden">
        <TableSkeleton rows={4} label="Loading captured mail" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <ErrorState title="We couldn't load the Outbox" error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const { data, pagination } = query.data;
  if (pagination.total === 0 && filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No captured mail matches"
        description="Try another subject or address."
        action={<Button variant="secondary" onClick={onClear}>Clear search</Button>}
      />
    );
  }
  if (pagination.total === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="Nothing captured yet"
        description={
          <>
            Add an SMTP server in Settings → SMTP with host <strong className="font-medium text-slate-800">127.0.0.1</strong>, port{" "}
            <strong className="font-medium text-slate-800">{capturePort}</strong>, no login and no TLS, then send an email through it. It
            will appear here instead of in anyone's inbox.
          </>
        }
        action={
          <>
            <ButtonLink href="/settings/smtp" variant="secondary">Open SMTP settings</ButtonLink>
            <ButtonLink href="/emails/new">Send an email</ButtonLink>
          </>
        }
        hint="The capture server is for local use; messages stay in this Sendwell's database."
      />
    );
  }
  return (
    <Card className="overflow-hidden">
      <Table aria-label="Captured mail">
        <TableHead>
          <tr>
            <TableHeader>Subject</TableHeader>
            <TableHeader>To</TableHeader>
            <TableHeader className="hidden lg:table-cell">From</TableHeader>
            <TableHeader className="hidden md:table-cell">Received</TableHeader>
          </tr>
        </TableHead>
        <TableBody className={query.isPlaceholderData ? "opacity-60" : undefined}>
          {data.map((message) => (
            <OutboxRow key={message.id} message={message} />
          ))}
        </TableBody>
      </Table>
      <Pagination page={page} limit={PAGE_SIZE} total={pagination.total} onPage={onPage} noun={pagination.total === 1 ? "message" : "messages"} />
    </Card>
  );
}

function OutboxRow({ message }: { message: CapturedEmail }) {
  const router = useRouter();
  const href = `/emails/outbox/${message.id}`;
  const to = message.to.join(", ");
  return (
    <TableRow data-testid="outbox-row" className="cursor-pointer" onClick={() => router.push(href)}>
      <TableCell className="max-w-md">
        <a href={href} onClick={(event) => event.preventDefault()} className="block truncate font-medium text-slate-900 hover:text-brand-700" title={message.subject ?? undefined}>
          {message.subject || <span className="text-slate-400 italic">(no subject)</span>}
        </a>
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
        <time dateTime={message.receivedAt} title={formatDateTime(message.receivedAt)}>
          {formatRelative(message.receivedAt)}
        </time>
      </TableCell>
    </TableRow>
  );
}
