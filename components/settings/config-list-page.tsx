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
  /**
   * What the page shows under the list, empty or not (how to verify signatures, the domain
   * policy); with it the page stacks list, aside and dialog in a column.
   */
  aside?: ReactNode;
  /** With `aside`: what stands above the list once it has rows (disabled webhooks). */
  notice?: ReactNode;
};

/** Pages whose namespace keeps the empty state's words under `empty` (the others beside the rest: `emptyTitle`). */
const NESTED_EMPTY: ReadonlySet<string> = new Set(["webhooks", "domains"]);

/** The texts of a config page, whose namespace names them alike (smtp, inboundMail, webhooks...). */
export function useConfigListTexts(
  namespace: "smtp" | "inboundMail" | "sendingRoutes" | "webhooks" | "domains",
  canWrite: boolean,
): ConfigListTexts {
  const t = useTranslations(namespace);
  const empty = (key: "Title" | "Description" | "Hint" | "HintReadOnly") =>
    t(NESTED_EMPTY.has(namespace) ? `empty.${key[0].toLowerCase()}${key.slice(1)}` : `empty${key}`);
  return {
    add: t("add"),
    emptyTitle: empty("Title"),
    emptyDescription: empty("Description"),
    emptyHint: canWrite ? empty("Hint") : empty("HintReadOnly"),
    title: t("title"),
    description: t("description"),
    loading: t("loading"),
    loadError: t("loadError"),
  };
}

export function ConfigListPage<Row>({
  query,
  icon,
  texts,
  onAdd,
  dialog,
  children,
  aside,
  notice,
}: ConfigListPageProps<Row>) {
  const addButton = onAdd ? <AddButton label={texts.add} onClick={onAdd} /> : null;
  const stacked = aside !== undefined;
  if (query.data && query.data.data.length === 0) {
    const empty = (
      <EmptyState
        icon={icon}
        title={texts.emptyTitle}
        description={texts.emptyDescription}
        action={addButton}
        hint={texts.emptyHint}
      />
    );
    return stacked ? (
      <div className="flex flex-col gap-6">
        {empty}
        {aside}
        {dialog}
      </div>
    ) : (
      <>
        {empty}
        {dialog}
      </>
    );
  }
  const section = (
    <SettingsSection title={texts.title} description={texts.description} actions={addButton} flush>
      <QueryState query={query} loading={<TableSkeleton label={texts.loading} />} errorTitle={texts.loadError}>
        {(data) => children(data.data)}
      </QueryState>
      {stacked ? null : dialog}
    </SettingsSection>
  );
  return stacked ? (
    <div className="flex flex-col gap-6">
      {notice}
      {section}
      {aside}
      {dialog}
    </div>
  ) : (
    section
  );
}
