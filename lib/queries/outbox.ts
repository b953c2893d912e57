"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { CapturedEmailDetailSchema, CapturedEmailSchema } from "@/lib/validation/outbox";
import { useApiClient, type Paginated } from "./api-client";

export type CapturedEmail = z.output<typeof CapturedEmailSchema>;
export type CapturedEmailDetail = z.output<typeof CapturedEmailDetailSchema>;
export type OutboxFilter = { page: number; limit: number; q?: string };

const outboxKeys = {
  all: ["outbox"] as const,
  list: (filter: OutboxFilter) => [...outboxKeys.all, "list", filter] as const,
  detail: (id: string) => [...outboxKeys.all, "detail", id] as const,
};

/** New mail lands while the page is open (the worker sends in the background): refresh now and then. */
const REFRESH_MS = 5_000;

export function useOutbox(filter: OutboxFilter) {
  const api = useApiClient();
  return useQuery({
    queryKey: outboxKeys.list(filter),
    queryFn: ({ signal }) => api.request<Paginated<CapturedEmail>>("/outbox", { query: filter, signal }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useCapturedEmail(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: outboxKeys.detail(id),
    queryFn: ({ signal }) => api.request<CapturedEmailDetail>(`/outbox/${encodeURIComponent(id)}`, { signal }),
    enabled: api.ready,
    // A received message never changes.
    staleTime: Infinity,
  });
}
