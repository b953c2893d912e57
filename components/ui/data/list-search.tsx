"use client";

import type { ReactNode } from "react";
import { SearchInput } from "@/components/contacts/search-input";
import { intParam, useDebouncedInput, useSearchParamsState } from "@/components/contacts/use-search-params-state";

/**
 * A searchable, paginated list's view kept in the URL: the search (`q`, typed into a box and
 * committed after a pause), the page, and any filters the list reads from `params` itself.
 * A new search or filter goes back to the first page, which the URL shows without `page`.
 */
export function useListSearch() {
  const { params, set } = useSearchParamsState();
  const q = params.get("q") ?? "";
  const page = intParam(params.get("page"), 1);
  const [search, setSearch] = useDebouncedInput(q, (value) => set({ q: value, page: null }));
  return {
    params,
    q,
    page,
    /** Sets filters (a new filter shows its first page). */
    filter: (changes: Record<string, string | null>) => set({ ...changes, page: null }),
    setPage: (next: number) => set({ page: next === 1 ? null : next }),
    /** Empties the box and the URL's search, the given filters and the page. */
    clear: (filters: Record<string, null> = {}) => {
      setSearch("");
      set({ ...filters, q: null, page: null });
    },
    box: { value: search, onChange: setSearch },
  };
}

/** The row above a list: its filters on the left, the search box on the right (stacked on narrow screens). */
export function ListToolbar({
  search,
  children,
}: {
  search: { value: string; onChange: (value: string) => void; label: string; placeholder: string; className: string };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      {children}
      <SearchInput {...search} />
    </div>
  );
}
