"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateImapConfigBodySchema, ImapConfigSchema, UpdateImapConfigBodySchema } from "@/lib/validation/imap";
import { useApiClient, type Paginated } from "./api-client";

export type ImapConfig = z.output<typeof ImapConfigSchema>;
export type NewImapConfig = z.input<typeof CreateImapConfigBodySchema>;
export type ImapConfigChanges = z.input<typeof UpdateImapConfigBodySchema>;

const PAGE_SIZE = 100;

const imapKeys = {
  all: ["imap"] as const,
  list: () => [...imapKeys.all, "list"] as const,
};

const configPath = (id: string) => `/imap/${encodeURIComponent(id)}`;

/** The team's inbound mailboxes; polled while a sync may be running so its results show up. */
export function useImapConfigs({ poll = false }: { poll?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: imapKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<ImapConfig>>("/imap", { query: { limit: PAGE_SIZE }, signal }),
    enabled: api.ready,
    refetchInterval: poll ? 2_000 : false,
  });
}

function useImapMutation<Input, Output>(call: (api: ReturnType<typeof useApiClient>, input: Input) => Promise<Output>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imapKeys.all }),
  });
}

export function useCreateImapConfig() {
  return useImapMutation((api, input: NewImapConfig) =>
    api.request<ImapConfig>("/imap", { method: "POST", json: input }),
  );
}

export function useUpdateImapConfig() {
  return useImapMutation((api, { id, changes }: { id: string; changes: ImapConfigChanges }) =>
    api.request<ImapConfig>(configPath(id), { method: "PATCH", json: changes }),
  );
}

export function useDeleteImapConfig() {
  return useImapMutation((api, id: string) => api.request<ImapConfig>(configPath(id), { method: "DELETE" }));
}

export function useVerifyImapConfig() {
  return useImapMutation((api, id: string) =>
    api.request<{ ok: true }>(`${configPath(id)}/verify`, { method: "POST" }),
  );
}

export function useSyncImapConfig() {
  return useImapMutation((api, id: string) =>
    api.request<{ queued: true; jobId: string }>(`${configPath(id)}/sync`, { method: "POST" }),
  );
}
