"use client";

import { ExternalLink, ListChecks, Plus, SearchX, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
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
import { Pagination } from "@/components/ui/pagination";
import { SearchInput } from "./search-input";
import { intParam, useDebouncedInput, useSearchParamsState } from "./use-search-params-state";

const PAGE_SIZE = 50;

const listHref = (id: string) => `/contacts/lists/${encodeURIComponent(id)}`;

/** The Contacts landing page: the team's mailing lists. */
export function ListsOverview() {
  const t = useTranslations("lists");
  const tp = useTranslations("pagination");
  const tc = useTranslations("common");
  const format = useFormatter();
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
      {t("newList")}
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
          title={t("emptyTitle")}
          description={t("emptyDescription")}
          action={newListButton}
          hint={t("emptyHint")}
        />
      ) : (
        <Card className="overflow-hidden">
          <div className="flex flex-col gap-3 border-b border-slate-100 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-base font-semibold text-slate-900">{t("heading")}</h2>
              <p className="text-sm text-slate-500">
                {lists.data ? t("count", { count: lists.data.pagination.total }) : "\u00a0"}
              </p>
            </div>
            <SearchInput
              value={search}
              onChange={setSearch}
              label={t("search")}
              placeholder={t("searchPlaceholder")}
              className="sm:w-72"
            />
          </div>
          {lists.isPending ? (
            <ListsSkeleton />
          ) : lists.isError ? (
            <ErrorState title={t("loadError")} error={lists.error} onRetry={() => void lists.refetch()} />
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-14 text-center">
              <SearchX aria-hidden className="size-8 text-slate-300" />
              <p className="mt-3 text-sm font-medium text-slate-900">{t("noMatch", { query: q })}</p>
              <Button variant="ghost" size="sm" className="mt-2" onClick={() => setSearch("")}>
                {tp("clearSearch")}
              </Button>
            </div>
          ) : (
            <>
              <Table>
                <TableHead>
                  <tr>
                    <TableHeader>{t("columns.name")}</TableHeader>
                    <TableHeader>{t("columns.contacts")}</TableHeader>
                    <TableHeader className="hidden lg:table-cell">{t("columns.optIn")}</TableHeader>
                    <TableHeader className="hidden md:table-cell">{t("columns.created")}</TableHeader>
                    <ActionsHeader />
                  </tr>
                </TableHead>
                <TableBody>
                  {rows.map((list) => (
                    <TableRow
                      key={list.id}
                      data-testid="list-row"
                      className="cursor-pointer"
                      onClick={() => router.push(listHref(list.id))}
                    >
                      <TableCell className="max-w-0 w-1/2">
                        <Link
                          href={listHref(list.id)}
                          onClick={(event) => event.stopPropagation()}
                          className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                        >
                          {list.name}
                        </Link>
                        {list.description ? (
                          <p className="mt-0.5 truncate text-sm text-slate-500">{list.description}</p>
                        ) : null}
                      </TableCell>
                      <TableCell>
                        <ContactCountsBar counts={list.contactCounts} />
                      </TableCell>
                      <TableCell className="hidden lg:table-cell">
                        {list.doubleOptIn ? (
                          <Badge tone="brand" title={t("doubleOptInTitle")}>
                            <ShieldCheck aria-hidden className="size-3.5" />
                            {t("doubleOptIn")}
                          </Badge>
                        ) : (
                          <Badge title={t("singleOptInTitle")}>{t("singleOptIn")}</Badge>
                        )}
                      </TableCell>
                      <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
                        {format.dateTime(new Date(list.createdAt), { dateStyle: "medium" })}
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap" onClick={(event) => event.stopPropagation()}>
                        <ButtonLink
                          href={listHref(list.id)}
                          variant="ghost"
                          size="sm"
                          aria-label={t("openNamed", { name: list.name })}
                          title={tc("open")}
                        >
                          <ExternalLink aria-hidden />
                        </ButtonLink>
                        {canWrite ? (
                          <EditRowButton label={t("editNamed", { name: list.name })} onClick={() => setEditing(list)} />
                        ) : null}
                        {can("lists:delete") ? (
                          <DeleteRowButton
                            label={t("deleteNamed", { name: list.name })}
                            onClick={() => setDeleting(list)}
                          />
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {lists.data.pagination.total > PAGE_SIZE ? (
                <Pagination
                  page={page}
                  limit={PAGE_SIZE}
                  total={lists.data.pagination.total}
                  onPage={(next) => set({ page: next })}
                  noun={tp("lists")}
                />
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
  const t = useTranslations("lists");
  return (
    <div role="status" aria-label={t("loading")} className="divide-y divide-slate-100">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
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
