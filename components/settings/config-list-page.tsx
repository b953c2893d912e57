"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { AddButton } from "./row-dialogs";
import { SettingsSection } from "./settings-section";
import { TableSkeleton } from "./table-skeleton";

// The frame of a settings page that lists the team's configs (SMTP servers, inbound mailboxes, AI
// models): an empty state that explains what to add, else the section with its table, loading and
// error states, and the add/edit dialog in both cases.

/** The page's words, in the reader's language. */
type ConfigListTexts = {
  add: string;
  emptyTitle: string;
  emptyDescription: string;
  emptyHint: string;
  title: string;
  description: string;
  loading: string;
  loadError: string;
};

type ConfigListPageProps<Row> = {
  query: UseQueryResult<{ data: Row[] }>;
  /** The empty state's picture. */
  icon: LucideIcon;
  texts: ConfigListTexts;
  /** Opens the dialog on a new row; no add button without it (the reader may not write). */
  onAdd: (() => void) | undefined;
  dialog: ReactNode;
  children: (rows: Row[]) => ReactNode;
};

/** The texts of a connection page, whose namespace names them alike (smtp, inboundMail). */
export function useConnectionListTexts(namespace: "smtp" | "inboundMail", canWrite: boolean): ConfigListTexts {
  const t = useTranslations(namespace);
  return {
    add: t("add"),
    emptyTitle: t("emptyTitle"),
    emptyDescription: t("emptyDescription"),
    emptyHint: canWrite ? t("emptyHint") : t("emptyHintReadOnly"),
    title: t("title"),
    description: t("description"),
    loading: t("loading"),
    loadError: t("loadError"),
  };
}

export function ConfigListPage<Row>({ query, icon, texts, onAdd, dialog, children }: ConfigListPageProps<Row>) {
  const addButton = onAdd ? <AddButton label={texts.add} onClick={onAdd} /> : null;
  if (query.data && query.data.data.length === 0) {
    return (
      <>
        <EmptyState
          icon={icon}
          title={texts.emptyTitle}
          description={texts.emptyDescription}
          action={addButton}
          hint={texts.emptyHint}
        />
        {dialog}
      </>
    );
  }
  return (
    <SettingsSection title={texts.title} description={texts.description} actions={addButton} flush>
      <QueryState query={query} loading={<TableSkeleton label={texts.loading} />} errorTitle={texts.loadError}>
        {(data) => children(data.data)}
      </QueryState>
      {dialog}
    </SettingsSection>
  );
}
