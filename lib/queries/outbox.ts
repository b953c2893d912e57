"use client";

import { keepPreviousData } from "@tanstack/react-query";
import type { z } from "zod";
import type { CapturedEmailDetailSchema, CapturedEmailSchema } from "@/lib/validation/outbox";
import type { Paginated } from "./api-client";
import { useApiQuery } from "./api-hooks";

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
  return useApiQuery<Paginated<CapturedEmail>>(outboxKeys.list(filter), "/outbox", {
    query: filter,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useCapturedEmail(id: string) {
  return useApiQuery<CapturedEmailDetail>(outboxKeys.detail(id), `/outbox/${encodeURIComponent(id)}`, {
    // A received message never changes.
    staleTime: Infinity,
  });
}
