"use client";

import { keepPreviousData, type QueryClient } from "@tanstack/react-query";
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
import type { Paginated } from "./api-client";
import { useApiMutation, useApiQuery } from "./api-hooks";

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
  return useApiQuery<Paginated<TemplateListItem>>(templateKeys.list(filter), "/templates", {
    query: filter,
    // Typing in the search box keeps the grid on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: string, { enabled = true } = {}) {
  return useApiQuery<Template>(templateKeys.detail(id), templatePath(id), {
    enabled,
    // The designer owns the content once loaded: a background refetch must not reset the canvas.
    staleTime: Infinity,
  });
}

export function useStarterTemplates({ enabled = true } = {}) {
  const locale = useLocale();
  return useApiQuery<{ data: StarterTemplate[] }, StarterTemplate[]>(
    templateKeys.starters(locale),
    "/templates/starters",
    { enabled, staleTime: Infinity, select: (answer) => answer.data },
  );
}

/** Template writes refresh the lists; the answer is the template as it now is. */
const afterWrite = {
  onSuccess: (template: Template, queryClient: QueryClient) =>
    queryClient.setQueryData(templateKeys.detail(template.id), template),
  invalidates: [[...templateKeys.all, "list"]],
};

export function useCreateTemplate() {
  return useApiMutation(
    (api, input: TemplateInput) => api.request<Template>("/templates", { method: "POST", json: input }),
    afterWrite,
  );
}

export function useUpdateTemplate() {
  return useApiMutation(
    (api, { id, changes }: { id: string; changes: TemplateChanges }) =>
      api.request<Template>(templatePath(id), { method: "PATCH", json: changes }),
    afterWrite,
  );
}

export function useDuplicateTemplate() {
  return useApiMutation(
    (api, id: string) => api.request<Template>(`${templatePath(id)}/duplicate`, { method: "POST" }),
    { invalidates: afterWrite.invalidates },
  );
}

export function useDeleteTemplate() {
  return useApiMutation((api, id: string) => api.request<Template>(templatePath(id), { method: "DELETE" }), {
    onSuccess: (_, queryClient, id) => queryClient.removeQueries({ queryKey: templateKeys.detail(id) }),
    invalidates: afterWrite.invalidates,
  });
}

/** Renders with the server's template language; no data means the sample contact. */
export function useRenderTemplate() {
  return useApiMutation((api, { id, data }: { id: string; data?: Record<string, unknown> }) =>
    api.request<RenderedTemplate>(`${templatePath(id)}/render`, { method: "POST", json: data ? { data } : {} }),
  );
}
