"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateSmtpConfigBodySchema, SmtpConfigSchema, UpdateSmtpConfigBodySchema } from "@/lib/validation/smtp";
import { useApiClient, type Paginated } from "./api-client";

export type SmtpConfig = z.output<typeof SmtpConfigSchema>;
export type NewSmtpConfig = z.input<typeof CreateSmtpConfigBodySchema>;
export type SmtpConfigChanges = z.input<typeof UpdateSmtpConfigBodySchema>;

const PAGE_SIZE = 100;

const smtpKeys = {
  all: ["smtp"] as const,
  list: () => [...smtpKeys.all, "list"] as const,
};

const configPath = (id: string) => `/smtp/${encodeURIComponent(id)}`;

export function useSmtpConfigs() {
  const api = useApiClient();
  return useQuery({
    queryKey: smtpKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<SmtpConfig>>("/smtp", { query: { limit: PAGE_SIZE }, signal }),
    enabled: api.ready,
  });
}

function useSmtpMutation<Input, Output>(call: (api: ReturnType<typeof useApiClient>, input: Input) => Promise<Output>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: smtpKeys.all }),
  });
}

export function useCreateSmtpConfig() {
  return useSmtpMutation((api, input: NewSmtpConfig) =>
    api.request<SmtpConfig>("/smtp", { method: "POST", json: input }),
  );
}

export function useUpdateSmtpConfig() {
  return useSmtpMutation((api, { id, changes }: { id: string; changes: SmtpConfigChanges }) =>
    api.request<SmtpConfig>(configPath(id), { method: "PATCH", json: changes }),
  );
}

export function useDeleteSmtpConfig() {
  return useSmtpMutation((api, id: string) => api.request<SmtpConfig>(configPath(id), { method: "DELETE" }));
}

/** Verify refreshes the list either way: success sets `lastVerifiedAt`. */
export function useVerifySmtpConfig() {
  return useSmtpMutation((api, id: string) =>
    api.request<{ ok: true }>(`${configPath(id)}/verify`, { method: "POST" }),
  );
}

export function useSendSmtpTest() {
  return useSmtpMutation((api, { id, to }: { id: string; to: string }) =>
    api.request<{ ok: true; messageId: string }>(`${configPath(id)}/test`, { method: "POST", json: { to } }),
  );
}
