"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import type { ContactActivity } from "@/lib/validation/contact-activity";
import type { ContactSchema, CreateContactBodySchema, UpdateContactBodySchema } from "@/lib/validation/contacts";
import { useApiClient, type Paginated } from "./api-client";
import { listKeys } from "./lists";

export type Contact = z.output<typeof ContactSchema>;
export type NewContact = z.input<typeof CreateContactBodySchema>;
export type ContactChanges = z.input<typeof UpdateContactBodySchema>;
export type { ContactActivity };
export type ListContactsFilter = { q?: string; status?: ContactStatus; tag?: string; page: number; limit: number };

export const contactKeys = {
  all: ["contacts"] as const,
  ofList: (listId: string, filter: ListContactsFilter) => [...contactKeys.all, "list", listId, filter] as const,
  one: (id: string) => [...contactKeys.all, "one", id] as const,
  activity: (id: string) => [...contactKeys.all, "activity", id] as const,
};

const ACTIVITY_PAGE_SIZE = 30;

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

export function useContact(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: contactKeys.one(id),
    queryFn: ({ signal }) => api.request<Contact>(contactPath(id), { signal }),
    enabled: api.ready,
  });
}

/** GET /contacts/{id}/activity, newest first, a page at a time (the timeline loads more as it scrolls). */
export function useContactActivity(id: string) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: contactKeys.activity(id),
    queryFn: ({ pageParam, signal }) =>
      api.request<Paginated<ContactActivity>>(`${contactPath(id)}/activity`, {
        query: { page: pageParam, limit: ACTIVITY_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page * pagination.limit < pagination.total ? pagination.page + 1 : undefined,
    enabled: api.ready,
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
