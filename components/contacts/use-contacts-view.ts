"use client";

import { useMemo } from "react";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import type { ListContactsFilter } from "@/lib/queries/contacts";
import { isContactStatus } from "./contact-status";
import { PAGE_SIZES } from "@/components/ui/pagination";
import { intParam, useSearchParamsState } from "./use-search-params-state";

/**
 * What the list page shows, read from and written to the URL: `tab`, and the contacts table's
 * `q`, `status`, `tag`, `page` and `limit`. A filter change goes back to page 1.
 */
export function useContactsView() {
  const { params, set } = useSearchParamsState();
  return useMemo(() => viewOf(params, set), [params, set]);
}

function viewOf(params: URLSearchParams, set: ReturnType<typeof useSearchParamsState>["set"]) {
  const rawStatus = params.get("status");
  const filter: ListContactsFilter = {
    q: params.get("q") || undefined,
    status: isContactStatus(rawStatus) ? rawStatus : undefined,
    tag: params.get("tag") || undefined,
    page: intParam(params.get("page"), 1),
    limit: intParam(params.get("limit"), PAGE_SIZES[0], PAGE_SIZES),
  };
  return {
    filter,
    tab: params.get("tab") === "settings" ? ("settings" as const) : ("contacts" as const),
    setTab: (tab: "contacts" | "settings") => set({ tab: tab === "settings" ? tab : null }),
    setFilter: (changes: { q?: string; status?: ContactStatus | null; tag?: string | null }) =>
      set({ ...changes, page: null, tab: null }),
    setPage: (page: number) => set({ page: page === 1 ? null : page }),
    setLimit: (limit: number) => set({ limit: limit === PAGE_SIZES[0] ? null : limit, page: null }),
    clearFilters: () => set({ q: null, status: null, tag: null, page: null }),
  };
}
