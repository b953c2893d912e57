"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Permission } from "@/lib/auth/permissions";
import type { ApiKeySchema, CreatedApiKeySchema } from "@/lib/validation/api-keys";
import { useApiClient, type Paginated } from "./api-client";

export type ApiKey = z.output<typeof ApiKeySchema>;
export type CreatedApiKey = z.output<typeof CreatedApiKeySchema>;
export type NewApiKey = { name: string; permissions: Permission[]; expiresAt?: string | null };

const PAGE_SIZE = 100;

const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: () => [...apiKeyKeys.all, "list"] as const,
};

export function useApiKeys() {
  const api = useApiClient();
  return useQuery({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<ApiKey>>("/api-keys", { query: { limit: PAGE_SIZE }, signal }),
    enabled: api.ready,
  });
}

export function useCreateApiKey() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApiKey) => api.request<CreatedApiKey>("/api-keys", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<ApiKey>(`/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
