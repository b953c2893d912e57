"use client";

import clsx from "clsx";
import { ChevronLeft, Download, FileUp, Settings, ShieldCheck, UserPlus, Users } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import type { Contact } from "@/lib/queries/contacts";
import { useExportList, useList, type MailingList } from "@/lib/queries/lists";
import { ContactFormDialog } from "./contact-form-dialog";
import { ContactsAreaHeader } from "./contacts-area-header";
import { LoadFailure } from "./load-failure";
import { ListContacts } from "./list-contacts";
import { ListSettings } from "./list-settings";
import { ListStatTiles } from "./list-stat-tiles";
import { useContactsView } from "./use-contacts-view";

/** One mailing list: its figures, its contacts and its settings. */
export function ListDetail({ listId }: { listId: string }) {
  const list = useList(listId);
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      {list.isPending ? (
        <ListDetailSkeleton />
      ) : list.isError ? (
        <LoadFailure namespace="lists.detail" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <LoadedList list={list.data} />
      )}
    </div>
  );
}

function LoadedList({ list }: { list: MailingList }) {
  const t = useTranslations("lists");
  const { can } = usePermissions();
  const view = useContactsView();
  const exportCsv = useExportList();
  const toast = useToast();
  const [editing, setEditing] = useState<Contact | "new" | null>(null);

  const onExport = () =>
    exportCsv.mutate(list, { onError: (error) => toast.error(t("detail.exportError"), errorMessageOf(error)) });

  return (
    <>
      <section aria-labelledby="list-title" className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <Link
              href="/contacts"
              className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-slate-800"
            >
              <ChevronLeft aria-hidden className="size-4" />
              {t("detail.allLists")}
            </Link>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 id="list-title" className="text-xl font-semibold tracking-tight break-words text-slate-900">
                {list.name}
              </h2>
              {list.doubleOptIn ? (
                <Badge tone="brand">
                  <ShieldCheck aria-hidden className="size-3.5" />
                  {t("doubleOptIn")}
                </Badge>
              ) : null}
            </div>
            {list.description ? (
              <p className="mt-1 max-w-2xl text-sm leading-6 text-slate-600">{list.description}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {can("imports:write") ? (
              <ButtonLink href={`/contacts/imports/new?listId=${encodeURIComponent(list.id)}`} variant="secondary">
                <FileUp aria-hidden />
                {t("detail.import")}
              </ButtonLink>
            ) : null}
            <Button
              variant="secondary"
              onClick={onExport}
              pending={exportCsv.isPending}
              disabled={list.contactCounts.total === 0}
            >
              {exportCsv.isPending ? null : <Download aria-hidden />}
              {exportCsv.isPending ? t("detail.exporting") : t("detail.export")}
            </Button>
            {can("contacts:write") ? (
              <Button onClick={() => setEditing("new")}>
                <UserPlus aria-hidden />
                {t("detail.addContact")}
              </Button>
            ) : null}
          </div>
        </div>
        <ListStatTiles
          counts={list.contactCounts}
          active={view.tab === "contacts" ? (view.filter.status ?? "total") : null}
          onSelect={(status) => view.setFilter({ status })}
        />
      </section>
      <Card className="overflow-hidden">
        <div role="tablist" aria-label={t("detail.sections")} className="flex gap-6 border-b border-slate-200 px-6">
          <Tab selected={view.tab === "contacts"} onClick={() => view.setTab("contacts")} icon={Users}>
            {t("detail.contactsTab")}
          </Tab>
          <Tab selected={view.tab === "settings"} onClick={() => view.setTab("settings")} icon={Settings}>
            {t("detail.settingsTab")}
          </Tab>
        </div>
        <div role="tabpanel" aria-label={view.tab === "contacts" ? t("detail.contactsTab") : t("detail.settingsTab")}>
          {view.tab === "contacts" ? (
            <ListContacts listId={list.id} onAdd={() => setEditing("new")} onEdit={setEditing} />
          ) : (
            <div className="bg-slate-50/60 p-4 sm:p-6">
              <ListSettings list={list} />
            </div>
          )}
        </div>
      </Card>
      <ContactFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        listId={list.id}
        contact={editing === "new" ? null : editing}
      />
    </>
  );
}

function Tab({
  selected,
  onClick,
  icon: Icon,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  icon: typeof Users;
  children: string;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      onClick={onClick}
      className={clsx(
        "-mb-px flex items-center gap-2 border-b-2 px-0.5 pt-3.5 pb-3 text-sm font-medium transition-colors",
        selected
          ? "border-brand-600 text-brand-700"
          : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800",
      )}
    >
      <Icon aria-hidden className={clsx("size-4", selected ? "text-brand-600" : "text-slate-400")} />
      {children}
    </button>
  );
}

function ListDetailSkeleton() {
  const t = useTranslations("lists.detail");
  return (
    <div role="status" aria-label={t("loading")} className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders: a fixed count with no data, so position is their identity
          <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
