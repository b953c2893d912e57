"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { z } from "zod";
import type { ContactImportSchema, ImportPreviewSchema } from "@/lib/validation/imports";
import { useApiClient, type Paginated } from "./api-client";
import { contactKeys } from "./contacts";
import { listKeys } from "./lists";

export type ContactImport = z.output<typeof ContactImportSchema>;
export type ImportStatus = ContactImport["status"];
export type ImportPreview = z.output<typeof ImportPreviewSchema>;
/** CSV column -> contact field, `metadata.<key>`, or "" (not imported). */
export type FieldsMap = Record<string, string>;

export const HISTORY_PAGE_SIZE = 20;
// The history only needs a glance at running imports; the wizard follows its own import closely.
const HISTORY_POLL_MS = 1_500;
const PROGRESS_POLL_MS = 1_000;

const importKeys = {
  all: ["imports"] as const,
  list: (page: number) => [...importKeys.all, "list", page] as const,
  detail: (id: string) => [...importKeys.all, "detail", id] as const,
};

export function isRunning(status: ImportStatus) {
  return status === "PENDING" || status === "PROCESSING";
}

/** The team's imports, newest first; refetched while any of them is still running. */
export function useImports(page = 1) {
  const api = useApiClient();
  return useQuery({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) =>
      api.request<Paginated<ContactImport>>("/imports", { query: { page, limit: HISTORY_PAGE_SIZE }, signal }),
    enabled: api.ready,
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => isRunning(item.status)) ? HISTORY_POLL_MS : false,
  });
}

/**
 * One import, polled every second until it completes or fails. When it finishes, what shows the
 * list's contacts and counts is refreshed, and the history with it.
 */
export function useImport(id: string | null) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.detail(id ?? ""),
    queryFn: ({ signal }) => api.request<ContactImport>(`/imports/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: api.ready && id !== null,
    refetchInterval: (current) =>
      !current.state.data || isRunning(current.state.data.status) ? PROGRESS_POLL_MS : false,
  });
  const finished = query.data !== undefined && !isRunning(query.data.status);
  useEffect(() => {
    if (!finished) return;
    for (const key of [listKeys.all, contactKeys.all, [...importKeys.all, "list"]])
      void queryClient.invalidateQueries({ queryKey: key });
  }, [finished, queryClient]);
  return query;
}

/** The header, first rows and resolved column mapping of an uploaded file; imports nothing. */
export function usePreviewImport() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (input: { fileId: string; fieldsMap?: FieldsMap }) =>
      api.request<ImportPreview>("/imports/preview", { method: "POST", json: input }),
  });
}

export function useCreateImport() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fileId: string; listId: string; fieldsMap: FieldsMap; triggerAutomations?: boolean }) =>
      api.request<ContactImport>("/imports", { method: "POST", json: input }),
    onSuccess: (created) => {
      queryClient.setQueryData(importKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: [...importKeys.all, "list"] });
    },
  });
}
