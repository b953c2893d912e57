"use client";

import type { z } from "zod";
import type { Permission } from "@/lib/auth/permissions";
import type { ApiKeySchema, CreatedApiKeySchema } from "@/lib/validation/api-keys";
import { resourceKeys, useApiMutation, useWholeList } from "./api-hooks";

export type ApiKey = z.output<typeof ApiKeySchema>;
export type CreatedApiKey = z.output<typeof CreatedApiKeySchema>;
export type NewApiKey = { name: string; permissions: Permission[]; expiresAt?: string | null };

const apiKeyKeys = resourceKeys("api-keys");
const afterChange = { invalidates: [apiKeyKeys.all] };

export function useApiKeys() {
  return useWholeList<ApiKey>(apiKeyKeys.list(), "/api-keys");
}

export function useCreateApiKey() {
  return useApiMutation(
    (api, input: NewApiKey) => api.request<CreatedApiKey>("/api-keys", { method: "POST", json: input }),
    afterChange,
  );
}

export function useRevokeApiKey() {
  return useApiMutation(
    (api, id: string) => api.request<ApiKey>(`/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    afterChange,
  );
}
