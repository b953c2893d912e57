"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CategorySchema, CreateCategoryBodySchema, UpdateCategoryBodySchema } from "@/lib/validation/categories";
import { templateKeys } from "./templates";
import { useApiClient, type Paginated } from "./api-client";

export type Category = z.output<typeof CategorySchema>;
export type CategoryInput = z.input<typeof CreateCategoryBodySchema>;
export type CategoryChanges = z.input<typeof UpdateCategoryBodySchema>;

/** Teams keep a handful of categories: one page of the API's largest size holds them all. */
const PAGE_SIZE = 100;

const categoryKeys = {
  all: ["categories"] as const,
  list: () => [...categoryKeys.all, "list"] as const,
};

const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`;

export function useCategories() {
  const api = useApiClient();
  return useQuery({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<Category>>("/categories", { query: { limit: PAGE_SIZE }, signal }),
    enabled: api.ready,
    select: (page) => [...page.data].sort((a, b) => a.name.localeCompare(b.name)),
  });
}

export function useCreateCategory() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryInput) => api.request<Category>("/categories", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useUpdateCategory() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: CategoryChanges }) =>
      api.request<Category>(categoryPath(id), { method: "PATCH", json: changes }),
    // Template cards show their category's name, so they refresh too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: templateKeys.all }),
      ]),
  });
}

export function useDeleteCategory() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<Category>(categoryPath(id), { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: templateKeys.all }),
      ]),
  });
}
