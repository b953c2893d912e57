"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import type { ContactSchema, CreateContactBodySchema, UpdateContactBodySchema } from "@/lib/validation/contacts";
import { useApiClient, type Paginated } from "./api-client";
import { listKeys } from "./lists";

export type Contact = z.output<typeof ContactSchema>;
export type NewContact = z.input<typeof CreateContactBodySchema>;
export type ContactChanges = z.input<typeof UpdateContactBodySchema>;
export type ListContactsFilter = { q?: string; status?: ContactStatus; tag?: string; page: number; limit: number };

export const contactKeys = {
  all: ["contacts"] as const,
  ofList: (listId: string, filter: ListContactsFilter) => [...contactKeys.all, "list", listId, filter] as const,
};

const contactPath = (id: string) => `/contacts/${encodeURIComponent(id)}`;

export function useListContacts(listId: string, filter: ListContactsFilter) {
  const api = useApiClient();
  return useQuery({
    queryKey: contactKeys.ofList(listId, filter),
    queryFn: ({ signal }) =>
      api.request<Paginated<Contact>>(`/lists/${encodeURIComponent(listId)}/contacts`, { query: filter, signal }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
  });
}

/** After any contact write: the tables and the lists' counts by status. */
function useInvalidateAudience() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactKeys.all }),
      queryClient.invalidateQueries({ queryKey: listKeys.all }),
    ]);
}

export function useCreateContact() {
  const api = useApiClient();
  const invalidate = useInvalidateAudience();
  return useMutation({
    mutationFn: (input: NewContact) => api.request<Contact>("/contacts", { method: "POST", json: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateContact() {
  const api = useApiClient();
  const invalidate = useInvalidateAudience();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ContactChanges }) =>
      api.request<Contact>(contactPath(id), { method: "PATCH", json: changes }),
    onSuccess: invalidate,
  });
}

export function useDeleteContact() {
  const api = useApiClient();
  const invalidate = useInvalidateAudience();
  return useMutation({
    mutationFn: (id: string) => api.request<Contact>(contactPath(id), { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

export function useBulkDeleteContacts() {
  const api = useApiClient();
  const invalidate = useInvalidateAudience();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.request<{ deleted: number }>("/contacts/bulk-delete", { method: "POST", json: { ids } }),
    onSuccess: invalidate,
  });
}

/** GET /contacts/{id}/export: everything held about the contact's address (an access request). */
export function useExportContactData() {
  const api = useApiClient();
  return useMutation({ mutationFn: (id: string) => api.request<unknown>(`${contactPath(id)}/export`) });
}

/** POST /contacts/{id}/erase: the address's personal data deleted for good (an erasure request). */
export function useEraseContact() {
  const api = useApiClient();
  const invalidate = useInvalidateAudience();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<{ contacts: number; emails: number }>(`${contactPath(id)}/erase`, { method: "POST" }),
    onSuccess: invalidate,
  });
}
