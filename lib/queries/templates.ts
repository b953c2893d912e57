"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { z } from "zod";
import type {
  CreateTemplateBodySchema,
  RenderedTemplateSchema,
  StarterTemplateSchema,
  TemplateListItemSchema,
  TemplateSchema,
  UpdateTemplateBodySchema,
} from "@/lib/validation/templates";
import { useApiClient, type Paginated } from "./api-client";

export type Template = z.output<typeof TemplateSchema>;
/** The list leaves the HTML out (it can be megabytes); cards fetch it when they need it. */
export type TemplateListItem = z.output<typeof TemplateListItemSchema>;
export type TemplateInput = z.input<typeof CreateTemplateBodySchema>;
export type TemplateChanges = z.input<typeof UpdateTemplateBodySchema>;
export type TemplatesFilter = {
  q?: string;
  categoryId?: string;
  kind?: "template" | "layout";
  page?: number;
  limit?: number;
};
export type RenderedTemplate = z.output<typeof RenderedTemplateSchema>;
export type StarterTemplate = z.output<typeof StarterTemplateSchema>;

export const templateKeys = {
  all: ["templates"] as const,
  list: (filter: TemplatesFilter) => [...templateKeys.all, "list", filter] as const,
  detail: (id: string) => [...templateKeys.all, "detail", id] as const,
  /** Per language: the starters come in the reader's language. */
  starters: (locale: string) => [...templateKeys.all, "starters", locale] as const,
};

const templatePath = (id: string) => `/templates/${encodeURIComponent(id)}`;

export function useTemplates(filter: TemplatesFilter) {
  const api = useApiClient();
  return useQuery({
    queryKey: templateKeys.list(filter),
    queryFn: ({ signal }) => api.request<Paginated<TemplateListItem>>("/templates", { query: filter, signal }),
    enabled: api.ready,
    // Typing in the search box keeps the grid on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: string, { enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: ({ signal }) => api.request<Template>(templatePath(id), { signal }),
    enabled: api.ready && enabled,
    // The designer owns the content once loaded: a background refetch must not reset the canvas.
    staleTime: Infinity,
  });
}

export function useStarterTemplates({ enabled = true } = {}) {
  const api = useApiClient();
  const locale = useLocale();
  return useQuery({
    queryKey: templateKeys.starters(locale),
    queryFn: ({ signal }) => api.request<{ data: StarterTemplate[] }>("/templates/starters", { signal }),
    enabled: api.ready && enabled,
    staleTime: Infinity,
    select: (answer) => answer.data,
  });
}

export function useCreateTemplate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) => api.request<Template>("/templates", { method: "POST", json: input }),
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(template.id), template);
      return queryClient.invalidateQueries({ queryKey: [...templateKeys.all, "list"] });
    },
  });
}

export function useUpdateTemplate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TemplateChanges }) =>
      api.request<Template>(templatePath(id), { method: "PATCH", json: changes }),
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(template.id), template);
      return queryClient.invalidateQueries({ queryKey: [...templateKeys.all, "list"] });
    },
  });
}

export function useDuplicateTemplate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<Template>(`${templatePath(id)}/duplicate`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...templateKeys.all, "list"] }),
  });
}

export function useDeleteTemplate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<Template>(templatePath(id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: templateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...templateKeys.all, "list"] });
    },
  });
}

/** Renders with the server's template language; no data means the sample contact. */
export function useRenderTemplate() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data?: Record<string, unknown> }) =>
      api.request<RenderedTemplate>(`${templatePath(id)}/render`, { method: "POST", json: data ? { data } : {} }),
  });
}
