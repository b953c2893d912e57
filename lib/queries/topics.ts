"use client";

import type { z } from "zod";
import type {
  ContactTopicsSchema,
  CreateTopicBodySchema,
  TopicSchema,
  UpdateTopicBodySchema,
} from "@/lib/validation/topics";
import { resourceMutations, useApiMutation, useApiQuery, useWholeList } from "./api-hooks";
import { contactKeys } from "./contacts";

// Topics (docs/contract.md section 21): the Contacts -> Topics page, a contact's topic chips and the
// campaign wizard's topic picker with its audience count.

export type Topic = z.output<typeof TopicSchema>;
type NewTopic = z.input<typeof CreateTopicBodySchema>;
type TopicChanges = z.input<typeof UpdateTopicBodySchema>;
export type ContactTopics = z.output<typeof ContactTopicsSchema>;

const topicKeys = {
  all: ["topics"] as const,
  list: () => [...topicKeys.all, "list"] as const,
  audience: (id: string, source: { listId?: string; segmentId?: string }) =>
    [...topicKeys.all, "audience", id, source] as const,
  ofContact: (contactId: string) => [...topicKeys.all, "contact", contactId] as const,
};

const topics = resourceMutations<Topic, NewTopic, TopicChanges>("/topics", { invalidates: [topicKeys.all] });

export function useTopics() {
  return useWholeList<Topic>(topicKeys.list(), "/topics");
}

/** How many a campaign to the list (or segment) with this topic would reach now. */
export function useTopicAudience(id: string | null, source: { listId?: string; segmentId?: string }) {
  return useApiQuery<{ count: number }>(topicKeys.audience(id ?? "", source), `${topics.itemPath(id ?? "")}/audience`, {
    query: source,
    enabled: Boolean(id) && Boolean(source.listId || source.segmentId),
  });
}

export const useCreateTopic = topics.useCreate;
export const useUpdateTopic = topics.useUpdate;
export const useDeleteTopic = topics.useDelete;

const contactTopicsPath = (contactId: string) => `/contacts/${encodeURIComponent(contactId)}/topics`;

export function useContactTopics(contactId: string) {
  return useApiQuery<ContactTopics>(topicKeys.ofContact(contactId), contactTopicsPath(contactId));
}

export function useSetContactTopic(contactId: string) {
  return useApiMutation(
    (api, choice: { id: string; subscribed: boolean }) =>
      api.request<ContactTopics>(contactTopicsPath(contactId), { method: "PUT", json: { topics: [choice] } }),
    {
      onSuccess: (topics, queryClient) => queryClient.setQueryData(topicKeys.ofContact(contactId), topics),
      // The consent timeline shows the change.
      invalidates: [contactKeys.all],
    },
  );
}
