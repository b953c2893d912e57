"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  ContactTopicsSchema,
  CreateTopicBodySchema,
  TopicSchema,
  UpdateTopicBodySchema,
} from "@/lib/validation/topics";
import { useApiClient, type Paginated } from "./api-client";
import { contactKeys } from "./contacts";

// Topics (docs/contract.md section 21): the Contacts -> Topics page, a contact's topic chips and the
// campaign wizard's topic picker with its audience count.

export type Topic = z.output<typeof TopicSchema>;
export type NewTopic = z.input<typeof CreateTopicBodySchema>;
export type TopicChanges = z.input<typeof UpdateTopicBodySchema>;
export type ContactTopics = z.output<typeof ContactTopicsSchema>;

const topicKeys = {
  all: ["topics"] as const,
  list: () => [...topicKeys.all, "list"] as const,
  audience: (id: string, source: { listId?: string; segmentId?: string }) =>
    [...topicKeys.all, "audience", id, source] as const,
  ofContact: (contactId: string) => [...topicKeys.all, "contact", contactId] as const,
};

const topicPath = (id: string) => `/topics/${encodeURIComponent(id)}`;

export function useTopics() {
  const api = useApiClient();
  return useQuery({
    queryKey: topicKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<Topic>>("/topics", { query: { limit: 100 }, signal }),
    enabled: api.ready,
  });
}

/** How many a campaign to the list (or segment) with this topic would reach now. */
export function useTopicAudience(id: string | null, source: { listId?: string; segmentId?: string }) {
  const api = useApiClient();
  return useQuery({
    queryKey: topicKeys.audience(id ?? "", source),
    queryFn: ({ signal }) => api.request<{ count: number }>(`${topicPath(id!)}/audience`, { query: source, signal }),
    enabled: api.ready && Boolean(id) && Boolean(source.listId || source.segmentId),
  });
}

export function useCreateTopic() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTopic) => api.request<Topic>("/topics", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}

export function useUpdateTopic() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TopicChanges }) =>
      api.request<Topic>(topicPath(id), { method: "PATCH", json: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}

export function useDeleteTopic() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<Topic>(topicPath(id), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}

export function useContactTopics(contactId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: topicKeys.ofContact(contactId),
    queryFn: ({ signal }) =>
      api.request<ContactTopics>(`/contacts/${encodeURIComponent(contactId)}/topics`, { signal }),
    enabled: api.ready,
  });
}

export function useSetContactTopic(contactId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { id: string; subscribed: boolean }) =>
      api.request<ContactTopics>(`/contacts/${encodeURIComponent(contactId)}/topics`, {
        method: "PUT",
        json: { topics: [choice] },
      }),
    onSuccess: (topics) => {
      queryClient.setQueryData(topicKeys.ofContact(contactId), topics);
      // The consent timeline shows the change.
      return queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
