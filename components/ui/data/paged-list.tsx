"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";
import { ListError, ListLoading, NoMatchState } from "@/components/ui/list-states";
import { PagedTable } from "@/components/ui/paged-table";
import type { Paginated } from "@/lib/queries/api-client";

type PagedListProps<Row> = {
  /** One page of the list, as the resource's query hook returns it. */
  query: UseQueryResult<Paginated<Row>>;
  /** The skeleton's rows and its name while the first page loads. */
  loading: { rows: number; label: string };
  errorTitle: string;
  /** The team has none yet: what they are and how to make the first. */
  empty: ReactNode;
  /** Set when a filter or search narrowed the list: nothing matching then offers to clear it. */
  noMatch?: ComponentProps<typeof NoMatchState> | null;
  /** The table of a page with rows; `noun` names what is counted ("26–50 of 112 emails"). */
  table: Omit<ComponentProps<typeof PagedTable>, "children" | "total" | "stale" | "noun"> & {
    noun: (total: number) => string;
  };
  children: (rows: Row[]) => ReactNode;
};

/**
 * A server-paginated list in its four states: loading, failed, nothing (or nothing matching the
 * filters), and a page of rows in a table with the pager under it.
 */
export function PagedList<Row>({ query, loading, errorTitle, empty, noMatch, table, children }: PagedListProps<Row>) {
  if (query.isPending) return <ListLoading rows={loading.rows} label={loading.label} />;
  if (query.isError) return <ListError title={errorTitle} query={query} />;
  const { data, pagination } = query.data;
  if (pagination.total === 0) return noMatch ? <NoMatchState {...noMatch} /> : empty;
  return (
    <PagedTable {...table} total={pagination.total} stale={query.isPlaceholderData} noun={table.noun(pagination.total)}>
      {children(data)}
    </PagedTable>
  );
}
