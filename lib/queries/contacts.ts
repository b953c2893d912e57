"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ContactStatus } from "@/lib/generated/prisma/enums";
import type { ContactActivity } from "@/lib/validation/contact-activity";
import type { ContactSchema, CreateContactBodySchema, UpdateContactBodySchema } from "@/lib/validation/contacts";
import { useApiClient, type Paginated } from "./api-client";
import { resourceMutations, useApiMutation, useApiQuery } from "./api-hooks";
import { listKeys } from "./lists";

export type Contact = z.output<typeof ContactSchema>;
type NewContact = z.input<typeof CreateContactBodySchema>;
type ContactChanges = z.input<typeof UpdateContactBodySchema>;
export type { ContactActivity };
export type ListContactsFilter = { q?: string; status?: ContactStatus; tag?: string; page: number; limit: number };

export const contactKeys = {
  all: ["contacts"] as const,
  ofList: (listId: string, filter: ListContactsFilter) => [...contactKeys.all, "list", listId, filter] as const,
  one: (id: string) => [...contactKeys.all, "one", id] as const,
  activity: (id: string) => [...contactKeys.all, "activity", id] as const,
};

const ACTIVITY_PAGE_SIZE = 30;

/** After any contact write: the tables and the lists' counts by status. */
const afterAudienceChange = { invalidates: [contactKeys.all, listKeys.all] };
const contacts = resourceMutations<Contact, NewContact, ContactChanges>("/contacts", afterAudienceChange);

export function useListContacts(listId: string, filter: ListContactsFilter) {
  return useApiQuery<Paginated<Contact>>(
    contactKeys.ofList(listId, filter),
    `/lists/${encodeURIComponent(listId)}/contacts`,
    { query: filter, placeholderData: keepPreviousData },
  );
}

export function useContact(id: string) {
  return useApiQuery<Contact>(contactKeys.one(id), contacts.itemPath(id));
}

/** GET /contacts/{id}/activity, newest first, a page at a time (the timeline loads more as it scrolls). */
export function useContactActivity(id: string) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: contactKeys.activity(id),
    queryFn: ({ pageParam, signal }) =>
      api.request<Paginated<ContactActivity>>(`${contacts.itemPath(id)}/activity`, {
        query: { page: pageParam, limit: ACTIVITY_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page * pagination.limit < pagination.total ? pagination.page + 1 : undefined,
    enabled: api.ready,
  });
}

export const useCreateContact = contacts.useCreate;
export const useUpdateContact = contacts.useUpdate;
export const useDeleteContact = contacts.useDelete;

export function useBulkDeleteContacts() {
  return useApiMutation(
    (api, ids: string[]) =>
      api.request<{ deleted: number }>("/contacts/bulk-delete", { method: "POST", json: { ids } }),
    afterAudienceChange,
  );
}

/** GET /contacts/{id}/export: everything held about the contact's address (an access request). */
export function useExportContactData() {
  return useApiMutation((api, id: string) => api.request<unknown>(`${contacts.itemPath(id)}/export`));
}

/** POST /contacts/{id}/erase: the address's personal data deleted for good (an erasure request). */
export function useEraseContact() {
  return useApiMutation(
    (api, id: string) =>
      api.request<{ contacts: number; emails: number }>(`${contacts.itemPath(id)}/erase`, { method: "POST" }),
    afterAudienceChange,
  );
}
