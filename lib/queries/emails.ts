"use client";

import { keepPreviousData } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  EmailDetailSchema,
  EmailSchema,
  EmailTrackingSchema,
  SendEmailBodySchema,
  SendEmailResultSchema,
} from "@/lib/validation/emails";
import type { Paginated } from "./api-client";
import { useApiMutation, useApiQuery } from "./api-hooks";

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
  return useApiQuery<Paginated<Email>>(emailKeys.list(filter), "/emails", {
    query: filter,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((email) => IN_FLIGHT.includes(email.status)) ? POLL_MS : false,
  });
}

export function useEmail(id: string) {
  return useApiQuery<EmailDetail>(emailKeys.detail(id), `/emails/${encodeURIComponent(id)}`, {
    refetchInterval: (query) => (query.state.data && IN_FLIGHT.includes(query.state.data.status) ? POLL_MS : false),
  });
}

export function useSendEmail() {
  return useApiMutation(
    (api, input: SendEmailInput) => api.request<SendEmailResult>("/email", { method: "POST", json: input }),
    { invalidates: [emailKeys.all] },
  );
}
