"use client";

import type { z } from "zod";
import type { CreateImapConfigBodySchema, ImapConfigSchema, UpdateImapConfigBodySchema } from "@/lib/validation/imap";
import { resourceKeys, resourceMutations, useApiMutation, useWholeList } from "./api-hooks";

export type ImapConfig = z.output<typeof ImapConfigSchema>;
type NewImapConfig = z.input<typeof CreateImapConfigBodySchema>;
type ImapConfigChanges = z.input<typeof UpdateImapConfigBodySchema>;

const imapKeys = resourceKeys("imap");
const afterChange = { invalidates: [imapKeys.all], settled: true };
const imap = resourceMutations<ImapConfig, NewImapConfig, ImapConfigChanges>("/imap", afterChange);

/** The team's inbound mailboxes; polled while a sync may be running so its results show up. */
export function useImapConfigs({ poll = false }: { poll?: boolean } = {}) {
  return useWholeList<ImapConfig>(imapKeys.list(), "/imap", { refetchInterval: poll ? 2_000 : false });
}

export const useCreateImapConfig = imap.useCreate;
export const useUpdateImapConfig = imap.useUpdate;
export const useDeleteImapConfig = imap.useDelete;

export function useVerifyImapConfig() {
  return useApiMutation(
    (api, id: string) => api.request<{ ok: true }>(`${imap.itemPath(id)}/verify`, { method: "POST" }),
    afterChange,
  );
}

export function useSyncImapConfig() {
  return useApiMutation(
    (api, id: string) => api.request<{ queued: true; jobId: string }>(`${imap.itemPath(id)}/sync`, { method: "POST" }),
    afterChange,
  );
}
