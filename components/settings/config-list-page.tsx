"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { SettingsSection } from "./settings-section";
import { TableSkeleton } from "./table-skeleton";

// The frame of a settings page that lists connection configs (SMTP servers, inbound mailboxes): an
// empty state that explains what to add, else the section with its table, loading and error states,
// and the add/edit dialog in both cases.

type ConfigListPageProps<Row> = {
  query: UseQueryResult<{ data: Row[] }>;
  empty: { icon: LucideIcon; title: string; description: string; hint: string };
  section: { title: string; description: string };
  /** The loading label and the error title, in the reader's language. */
  loading: string;
  errorTitle: string;
  addButton: ReactNode;
  dialog: ReactNode;
  children: (rows: Row[]) => ReactNode;
};

export function ConfigListPage<Row>({
  query,
  empty,
  section,
  loading,
  errorTitle,
  addButton,
  dialog,
  children,
}: ConfigListPageProps<Row>) {
  if (query.data && query.data.data.length === 0) {
    return (
      <>
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={addButton}
          hint={empty.hint}
        />
        {dialog}
      </>
    );
  }
  return (
    <SettingsSection title={section.title} description={section.description} actions={addButton} flush>
      <QueryState query={query} loading={<TableSkeleton label={loading} />} errorTitle={errorTitle}>
        {(data) => children(data.data)}
      </QueryState>
      {dialog}
    </SettingsSection>
  );
}
