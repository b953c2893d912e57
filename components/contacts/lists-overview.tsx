"use client";

import { ExternalLink, ListChecks, Plus, SearchX, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { formatDate } from "@/components/settings/format";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { Skeleton } from "@/components/ui/skeleton";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLists, type MailingList } from "@/lib/queries/lists";
import { ContactCountsBar } from "./contact-counts-bar";
import { ContactsAreaHeader } from "./contacts-area-header";
import { DeleteListDialog } from "./delete-list-dialog";
import { ListFormDialog } from "./list-form-dialog";
import { Pagination } from "./pagination";
import { SearchInput } from "./search-input";
import { intParam, useDebouncedInput, useSearchParamsState } from "./use-search-params-state";

const PAGE_SIZE = 50;

export const listHref = (id: string) => `/contacts/lists/${encodeURIComponent(id)}`;

/** The Contacts landing page: the team's mailing lists. */
export function ListsOverview() {
  const { can } = usePermissions();
  const router = useRouter();
  const { params, set } = useSearchParamsState();
  const q = params.get("q") ?? "";
  const page = intParam(params.get("page"), 1);
  const [search, setSearch] = useDebouncedInput(q, (value) => set({ q: value, page: null }));
  const lists = useLists({ q: q || undefined, page, limit: PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<MailingList | null>(null);
  const [deleting, setDeleting] = useState<MailingList | null>(null);

  const canWrite = can("lists:write");
  const newListButton = canWrite ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      New list
    </Button>
  ) : null;
  const rows = lists.data?.data ?? [];
  const noListsAtAll = lists.isSuccess && rows.length === 0 && !q && page === 1;

  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader actions={newListButton} />
      {noListsAtAll ? (
        <EmptyState
          icon={ListChecks}
          title="Create your first list"
          description="A mailing list is an audience you send campaigns to: newsletter readers, customers, event guests. Add people by hand, import a CSV file or collect them with a signup form."
          action={newListButton}
          hint="Tip: one list per reason people signed up keeps unsubscribes low."
        />
      ) : (
        <Card className="overflow-hidden">
          <div className="flex flex-col gap-3 border-b border-slate-100 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-base font-semibold text-slate-900">Mailing lists</h2>
              <p className="text-sm text-slate-500">
                {lists.data ? `${lists.data.pagination.total} ${lists.data.pagination.total === 1 ? "list" : "lists"}` : "\u00a0"}
              </p>
            </div>
            <SearchInput value={search} onChange={setSearch} label="Search lists" placeholder="Search by name" className="sm:w-72" />
          </div>
          {lists.isPending ? (
            <ListsSkeleton />
          ) : lists.isError ? (
            <ErrorState title="We couldn't load your lists" error={lists.error} onRetry={() => void lists.refetch()} />
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-14 text-center">
              <SearchX aria-hidden className="size-8 text-slate-300" />
              <p className="mt-3 text-sm font-medium text-slate-900">No lists match “{q}”</p>
              <Button variant="ghost" size="sm" className="mt-2" onClick={() => setSearch("")}>
                Clear search
              </Button>
            </div>
          ) : (
            <>
              <Table>
                <TableHead>
                  <tr>
                    <TableHeader>Name</TableHeader>
                    <TableHeader>Contacts</TableHeader>
                    <TableHeader className="hidden lg:table-cell">Opt-in</TableHeader>
                    <TableHeader className="hidden md:table-cell">Created</TableHeader>
                    <ActionsHeader />
                  </tr>
                </TableHead>
                <TableBody>
                  {rows.map((list) => (
                    <TableRow key={list.id} data-testid="list-row" className="cursor-pointer" onClick={() => router.push(listHref(list.id))}>
                      <TableCell className="max-w-0 w-1/2">
                        <Link
                          href={listHref(list.id)}
                          onClick={(event) => event.stopPropagation()}
                          className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                        >
                          {list.name}
                        </Link>
                        {list.description ? <p className="mt-0.5 truncate text-sm text-slate-500">{list.description}</p> : null}
                      </TableCell>
                      <TableCell>
                        <ContactCountsBar counts={list.contactCounts} />
                      </TableCell>
                      <TableCell className="hidden lg:table-cell">
                        {list.doubleOptIn ? (
                          <Badge tone="brand" title="Signups confirm their address by email">
                            <ShieldCheck aria-hidden className="size-3.5" />
                            Double opt-in
                          </Badge>
                        ) : (
                          <Badge title="Signups are added at once">Single opt-in</Badge>
                        )}
                      </TableCell>
                      <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">{formatDate(list.createdAt)}</TableCell>
                      <TableCell className="text-right whitespace-nowrap" onClick={(event) => event.stopPropagation()}>
                        <ButtonLink href={listHref(list.id)} variant="ghost" size="sm" aria-label={`Open ${list.name}`} title="Open">
                          <ExternalLink aria-hidden />
                        </ButtonLink>
                        {canWrite ? (
                          <EditRowButton label={`Edit ${list.name}`} onClick={() => setEditing(list)} />
                        ) : null}
                        {can("lists:delete") ? (
                          <DeleteRowButton label={`Delete ${list.name}`} onClick={() => setDeleting(list)} />
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {lists.data.pagination.total > PAGE_SIZE ? (
                <Pagination page={page} limit={PAGE_SIZE} total={lists.data.pagination.total} onPage={(next) => set({ page: next })} noun="lists" />
              ) : null}
            </>
          )}
        </Card>
      )}
      <ListFormDialog open={creating} onClose={() => setCreating(false)} />
      <ListFormDialog open={editing !== null} list={editing} onClose={() => setEditing(null)} />
      <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function ListsSkeleton() {
  return (
    <div role="status" aria-label="Loading lists" className="divide-y divide-slate-100">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-6 px-6 py-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-44 max-w-full" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <div className="flex w-40 flex-col gap-2">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-1.5 w-40" />
          </div>
          <Skeleton className="hidden h-5 w-24 rounded-full lg:block" />
          <Skeleton className="hidden h-3.5 w-20 md:block" />
        </div>
      ))}
    </div>
  );
}
