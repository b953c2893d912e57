"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  EmailDetailSchema,
  EmailSchema,
  EmailTrackingSchema,
  SendEmailBodySchema,
  SendEmailResultSchema,
} from "@/lib/validation/emails";
import { useApiClient, type Paginated } from "./api-client";

export type Email = z.output<typeof EmailSchema>;
export type EmailDetail = z.output<typeof EmailDetailSchema>;
export type EmailEvent = z.output<typeof EmailTrackingSchema>;
export type EmailStatus = Email["status"];
export type SendEmailInput = z.input<typeof SendEmailBodySchema>;
export type SendEmailResult = z.output<typeof SendEmailResultSchema>;
export type EmailStream = Email["stream"];
export type EmailsFilter = { page: number; limit: number; status?: EmailStatus; stream?: EmailStream; q?: string };

/** Statuses that change on their own (the worker has the email): the views poll while they show. */
export const IN_FLIGHT: readonly EmailStatus[] = ["QUEUED", "SENDING"];
const POLL_MS = 2_000;

const emailKeys = {
  all: ["emails"] as const,
  list: (filter: EmailsFilter) => [...emailKeys.all, "list", filter] as const,
  detail: (id: string) => [...emailKeys.all, "detail", id] as const,
};

export function useEmails(filter: EmailsFilter) {
  const api = useApiClient();
  return useQuery({
    queryKey: emailKeys.list(filter),
    queryFn: ({ signal }) => api.request<Paginated<Email>>("/emails", { query: filter, signal }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((email) => IN_FLIGHT.includes(email.status)) ? POLL_MS : false,
  });
}

export function useEmail(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: emailKeys.detail(id),
    queryFn: ({ signal }) => api.request<EmailDetail>(`/emails/${encodeURIComponent(id)}`, { signal }),
    enabled: api.ready,
    refetchInterval: (query) => (query.state.data && IN_FLIGHT.includes(query.state.data.status) ? POLL_MS : false),
  });
}

export function useSendEmail() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendEmailInput) => api.request<SendEmailResult>("/email", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
