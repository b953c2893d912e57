"use client";

import { Trash, UserPlus, Users } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { ErrorState } from "@/components/ui/error-state";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { NoMatchInCard } from "@/components/ui/list-states";
import { Select } from "@/components/ui/select";
import { Skeleton, SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useBulkDeleteContacts, useDeleteContact, useListContacts, type Contact } from "@/lib/queries/contacts";
import { CONTACT_STATUSES, ContactStatusBadge, useStatusText } from "./contact-status";
import { Pagination } from "@/components/ui/pagination";
import { SearchInput } from "./search-input";
import { tagText } from "./tags-input";
import { useContactsView } from "./use-contacts-view";
import { useDebouncedInput } from "./use-search-params-state";

type ListContactsProps = {
  listId: string;
  onAdd: () => void;
  onEdit: (contact: Contact) => void;
};

/** The list's contacts: search and filters, selection with bulk delete, pages. */
export function ListContacts({ listId, onAdd, onEdit }: ListContactsProps) {
  const t = useTranslations("lists.contacts");
  const tl = useTranslations("lists.detail");
  const format = useFormatter();
  const statusText = useStatusText();
  const { can } = usePermissions();
  const view = useContactsView();
  const { filter } = view;
  const contacts = useListContacts(listId, filter);
  const [search, setSearch] = useDebouncedInput(filter.q ?? "", (q) => view.setFilter({ q }));
  const [tag, setTag] = useDebouncedInput(filter.tag ?? "", (value) => view.setFilter({ tag: value || null }));
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const removeOne = useConfirmedRowAction<Contact>(useDeleteContact(), {
    title: (contact) => t("deleteTitle", { email: contact?.email ?? "" }),
    description: () => t("deleteDescription"),
    confirmLabel: t("deleteConfirm"),
    done: t("deleted"),
    doneDetail: (contact) => contact.email,
    failed: t("deleteError"),
  });
  const removeMany = useBulkDeleteContacts();
  const toast = useToast();

  // A selection belongs to the rows on screen: another page or filter starts afresh.
  const viewKey = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: viewKey is the trigger: a new page or filter clears the selection
  useEffect(() => setSelected(new Set()), [viewKey]);

  const rows = contacts.data?.data ?? [];
  const total = contacts.data?.pagination.total ?? 0;
  const filtered = Boolean(filter.q || filter.status || filter.tag);
  const canDelete = can("contacts:delete");
  const canWrite = can("contacts:write");
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));

  // The last contact of a page was deleted: step back rather than show an empty page.
  useEffect(() => {
    if (contacts.isSuccess && !contacts.isPlaceholderData && rows.length === 0 && filter.page > 1)
      view.setPage(filter.page - 1);
  }, [contacts.isSuccess, contacts.isPlaceholderData, rows.length, filter.page, view]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onDeleteSelected = async () => {
    try {
      const { deleted } = await removeMany.mutateAsync([...selected]);
      toast.success(t("bulkDeleted", { count: deleted }));
      setSelected(new Set());
    } catch (error) {
      toast.error(t("bulkDeleteError"), errorMessageOf(error));
    } finally {
      setBulkDeleting(false);
    }
  };

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-3 border-b border-slate-100 px-6 py-4 lg:flex-row lg:items-center">
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          className="lg:w-80"
        />
        <div className="flex flex-1 flex-wrap items-center gap-3">
          <Select
            aria-label={t("statusFilter")}
            value={filter.status ?? ""}
            onChange={(event) => view.setFilter({ status: (event.target.value || null) as ContactStatus | null })}
            className="w-44"
          >
            <option value="">{t("allStatuses")}</option>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusText.label(status)}
              </option>
            ))}
          </Select>
          <SearchInput
            value={tag}
            onChange={setTag}
            label={t("tagFilter")}
            placeholder={t("tagPlaceholder")}
            className="w-40"
          />
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={view.clearFilters}>
              {t("clearFilters")}
            </Button>
          ) : null}
        </div>
      </div>
      {someSelected ? (
        <div
          className="flex items-center justify-between gap-3 border-b border-brand-100 bg-brand-50/60 px-6 py-2.5"
          data-testid="selection-bar"
        >
          <p className="text-sm font-medium text-brand-900">{t("selected", { count: selected.size })}</p>
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              {t("clearSelection")}
            </Button>
            {canDelete ? (
              <Button variant="danger" size="sm" onClick={() => setBulkDeleting(true)}>
                <Trash aria-hidden />
                {t("deleteSelected")}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {contacts.isPending ? (
        <ContactsSkeleton />
      ) : contacts.isError ? (
        <ErrorState title={t("loadError")} error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : rows.length === 0 ? (
        filtered ? (
          <NoMatchInCard message={t("noMatch")} clearLabel={t("clearFilters")} onClear={view.clearFilters} />
        ) : (
          <div className="flex flex-col items-center px-6 py-14 text-center">
            <div className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-200/70">
              <Users aria-hidden className="size-5" />
            </div>
            <p className="mt-4 text-sm font-semibold text-slate-900">{t("emptyTitle")}</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">{t("emptyDescription")}</p>
            {canWrite ? (
              <Button className="mt-5" onClick={onAdd}>
                <UserPlus aria-hidden />
                {tl("addContact")}
              </Button>
            ) : null}
          </div>
        )
      ) : (
        <>
          <DataTable
            className={contacts.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
            rows={rows}
            rowProps={(contact) => ({
              "data-testid": "contact-row",
              "aria-selected": selected.has(contact.id),
              className: "aria-selected:bg-brand-50/40",
            })}
            columns={[
              canDelete && {
                header: (
                  <Checkbox
                    aria-label={t("selectAll")}
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
                  />
                ),
                className: "w-10",
                cell: (contact) => (
                  <Checkbox
                    aria-label={t("selectOne", { email: contact.email })}
                    checked={selected.has(contact.id)}
                    onChange={() => toggle(contact.id)}
                  />
                ),
              },
              {
                header: t("columns.contact"),
                cellClassName: "max-w-0 w-2/5",
                cell: (contact) => {
                  const name = [contact.firstName, contact.lastName].filter(Boolean).join(" ");
                  return (
                    <>
                      <Link
                        href={`/contacts/${encodeURIComponent(contact.id)}`}
                        className="block truncate font-medium text-slate-900 hover:text-brand-700"
                      >
                        {contact.email}
                      </Link>
                      <p className="mt-0.5 truncate text-sm text-slate-500">
                        {name || contact.company ? (
                          [name, contact.company].filter(Boolean).join(" · ")
                        ) : (
                          <span className="text-slate-500">{t("noName")}</span>
                        )}
                      </p>
                    </>
                  );
                },
              },
              { header: t("columns.status"), cell: (contact) => <ContactStatusBadge status={contact.status} /> },
              {
                header: t("columns.tags"),
                className: "hidden md:table-cell",
                cell: (contact) => (
                  <div className="flex max-w-64 flex-wrap gap-1">
                    {contact.tags.slice(0, 4).map((contactTag) => (
                      <button
                        key={contactTag.id}
                        type="button"
                        title={t("showTagged", { tag: contactTag.name })}
                        onClick={() => view.setFilter({ tag: contactTag.name })}
                        className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200"
                      >
                        {tagText(contactTag)}
                      </button>
                    ))}
                    {contact.tags.length > 4 ? (
                      <span className="px-1 py-0.5 text-xs text-slate-500" title={contact.tags.map(tagText).join(", ")}>
                        +{contact.tags.length - 4}
                      </span>
                    ) : null}
                  </div>
                ),
              },
              {
                header: t("columns.added"),
                className: "hidden lg:table-cell",
                cellClassName: "whitespace-nowrap text-slate-500",
                cell: (contact) => format.dateTime(new Date(contact.createdAt), { dateStyle: "medium" }),
              },
              actionsColumn((contact: Contact) => (
                <>
                  {canWrite ? (
                    <EditRowButton label={t("edit", { email: contact.email })} onClick={() => onEdit(contact)} />
                  ) : null}
                  {canDelete ? (
                    <DeleteRowButton
                      label={t("delete", { email: contact.email })}
                      onClick={() => removeOne.ask(contact)}
                    />
                  ) : null}
                </>
              )),
            ]}
          />
          <Pagination
            page={filter.page}
            limit={filter.limit}
            total={total}
            onPage={view.setPage}
            onLimit={view.setLimit}
          />
        </>
      )}
      {removeOne.dialog}
      <ConfirmDialog
        open={bulkDeleting}
        title={t("bulkTitle", { count: selected.size })}
        description={t("bulkDescription")}
        confirmLabel={t("bulkConfirm", { count: selected.size })}
        pending={removeMany.isPending}
        onConfirm={() => void onDeleteSelected()}
        onCancel={() => setBulkDeleting(false)}
      />
    </div>
  );
}

function ContactsSkeleton() {
  const t = useTranslations("lists.contacts");
  return (
    <SkeletonRows rows={5} label={t("loading")}>
      <div className="flex items-center gap-6 px-6 py-4">
        <Skeleton className="size-4 rounded" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3.5 w-52 max-w-full" />
          <Skeleton className="h-3 w-32 max-w-full" />
        </div>
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="hidden h-5 w-28 md:block" />
        <Skeleton className="hidden h-3.5 w-20 lg:block" />
      </div>
    </SkeletonRows>
  );
}
