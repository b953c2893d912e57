"use client";

import type { z } from "zod";
import type { CreateSmtpConfigBodySchema, SmtpConfigSchema, UpdateSmtpConfigBodySchema } from "@/lib/validation/smtp";
import { resourceKeys, resourceMutations, useApiMutation, useWholeList } from "./api-hooks";

export type SmtpConfig = z.output<typeof SmtpConfigSchema>;
type NewSmtpConfig = z.input<typeof CreateSmtpConfigBodySchema>;
type SmtpConfigChanges = z.input<typeof UpdateSmtpConfigBodySchema>;

const smtpKeys = resourceKeys("smtp");
const afterChange = { invalidates: [smtpKeys.all], settled: true };
const smtp = resourceMutations<SmtpConfig, NewSmtpConfig, SmtpConfigChanges>("/smtp", afterChange);

export function useSmtpConfigs() {
  return useWholeList<SmtpConfig>(smtpKeys.list(), "/smtp");
}

export const useCreateSmtpConfig = smtp.useCreate;
export const useUpdateSmtpConfig = smtp.useUpdate;
export const useDeleteSmtpConfig = smtp.useDelete;

/** Verify refreshes the list either way: success sets `lastVerifiedAt`. */
export function useVerifySmtpConfig() {
  return useApiMutation(
    (api, id: string) => api.request<{ ok: true }>(`${smtp.itemPath(id)}/verify`, { method: "POST" }),
    afterChange,
  );
}

export function useSendSmtpTest() {
  return useApiMutation(
    (api, { id, to }: { id: string; to: string }) =>
      api.request<{ ok: true; messageId: string }>(`${smtp.itemPath(id)}/test`, { method: "POST", json: { to } }),
    afterChange,
  );
}
