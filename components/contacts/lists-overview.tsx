"use client";

import { ExternalLink, ListChecks, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { AddButton } from "@/components/settings/row-dialogs";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { NoMatchInCard } from "@/components/ui/list-states";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
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
  const newListButton = canWrite ? <AddButton label={t("newList")} onClick={() => setCreating(true)} /> : null;
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
            <NoMatchInCard
              message={t("noMatch", { query: q })}
              clearLabel={tp("clearSearch")}
              onClear={() => setSearch("")}
            />
          ) : (
            <>
              <DataTable
                rows={rows}
                rowProps={(list) => ({
                  "data-testid": "list-row",
                  className: "cursor-pointer",
                  onClick: () => router.push(listHref(list.id)),
                })}
                columns={[
                  {
                    header: t("columns.name"),
                    cellClassName: "max-w-0 w-1/2",
                    cell: (list) => (
                      <>
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
                      </>
                    ),
                  },
                  { header: t("columns.contacts"), cell: (list) => <ContactCountsBar counts={list.contactCounts} /> },
                  {
                    header: t("columns.optIn"),
                    className: "hidden lg:table-cell",
                    cell: (list) =>
                      list.doubleOptIn ? (
                        <Badge tone="brand" title={t("doubleOptInTitle")}>
                          <ShieldCheck aria-hidden className="size-3.5" />
                          {t("doubleOptIn")}
                        </Badge>
                      ) : (
                        <Badge title={t("singleOptInTitle")}>{t("singleOptIn")}</Badge>
                      ),
                  },
                  {
                    header: t("columns.created"),
                    className: "hidden md:table-cell",
                    cellClassName: "whitespace-nowrap text-slate-500",
                    cell: (list) => format.dateTime(new Date(list.createdAt), { dateStyle: "medium" }),
                  },
                  actionsColumn(
                    (list: MailingList) => (
                      <>
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
                      </>
                    ),
                    { cellProps: () => ({ onClick: (event) => event.stopPropagation() }) },
                  ),
                ]}
              />
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
    <SkeletonRows rows={4} label={t("loading")}>
      <div className="flex items-center gap-6 px-6 py-4">
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
    </SkeletonRows>
  );
}
