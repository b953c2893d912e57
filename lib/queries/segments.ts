"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ContactSchema } from "@/lib/validation/contacts";
import type { SegmentSchema } from "@/lib/validation/segments";
import { useApiClient, type Paginated } from "./api-client";
import { useApiMutation, useApiQuery } from "./api-hooks";

export type Segment = z.output<typeof SegmentSchema>;
type SegmentContact = z.output<typeof ContactSchema>;
export type SegmentDraft = {
  name: string;
  description?: string | null;
  listId: string | null;
  match: "all" | "any";
  rules: unknown[];
};
export type SegmentPreview = { count: number; contacts: SegmentContact[] };

const segmentKeys = {
  all: ["segments"] as const,
  list: (page: number) => [...segmentKeys.all, "list", page] as const,
  detail: (id: string) => [...segmentKeys.all, "detail", id] as const,
  preview: (definition: unknown) => [...segmentKeys.all, "preview", definition] as const,
};

const segmentPath = (id: string) => `/segments/${encodeURIComponent(id)}`;

export function useSegments(page: number) {
  return useApiQuery<Paginated<Segment>>(segmentKeys.list(page), "/segments", {
    query: { page, limit: 50 },
    placeholderData: keepPreviousData,
  });
}

export function useSegment(id: string | null) {
  return useApiQuery<Segment>(segmentKeys.detail(id ?? ""), segmentPath(id ?? ""), { enabled: id !== null });
}

/** The live count and newest contacts of unsaved rules (the builder's preview). */
export function useSegmentPreview(definition: Pick<SegmentDraft, "listId" | "match" | "rules">) {
  const api = useApiClient();
  return useQuery({
    queryKey: segmentKeys.preview(definition),
    queryFn: ({ signal }) =>
      api.request<SegmentPreview>("/segments/preview", {
        method: "POST",
        query: { limit: 5 },
        json: { ...definition, listId: definition.listId ?? undefined },
        signal,
      }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const afterChange = { invalidates: [segmentKeys.all] };

export function useSaveSegment(id: string | null) {
  return useApiMutation(
    (api, draft: SegmentDraft) =>
      id
        ? api.request<Segment>(segmentPath(id), { method: "PATCH", json: draft })
        : api.request<Segment>("/segments", { method: "POST", json: { ...draft, listId: draft.listId ?? undefined } }),
    afterChange,
  );
}

export function useDeleteSegment() {
  return useApiMutation((api, id: string) => api.request<Segment>(segmentPath(id), { method: "DELETE" }), afterChange);
}
