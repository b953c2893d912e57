import { defineOperation, putSynonymOf } from "./define-operation";
import { resourceOperations } from "./resource-operations";
import { idParams } from "@/lib/validation/common";
import {
  ContactTopicsSchema,
  CreateTopicBodySchema,
  TopicAudienceQuerySchema,
  TopicAudienceSchema,
  TopicSchema,
  topicsQuery,
  UpdateContactTopicsBodySchema,
  UpdateTopicBodySchema,
} from "@/lib/validation/topics";

// Topics (docs/contract.md section 21): what contacts may choose to receive, with lists' permissions.

const topics = resourceOperations({
  path: "/topics",
  tags: ["Contacts"],
  permissions: "lists",
  item: TopicSchema,
  one: "a topic",
  many: "topics",
});

export const listTopicsOperation = topics.list({
  description: "The team's topics, by name.",
  query: topicsQuery,
});

export const createTopicOperation = topics.create({
  description:
    "A topic campaigns and automation email steps may be sent for. `defaultSubscription` is the state of contacts that " +
    "never chose: `opt_out` (the default) sends to everyone until they leave the topic, `opt_in` only to those that joined. " +
    "Public topics (`isPublic`, the default) are listed on the preference centre.",
  body: CreateTopicBodySchema,
});

export const getTopicOperation = topics.get({
  description: "The topic; another team's topic answers 404.",
});

export const updateTopicOperation = topics.update({
  description:
    "Changes the given fields only; `description: null` clears it. A new `defaultSubscription` applies to contacts that " +
    "never chose; the choices contacts made stay.",
  body: UpdateTopicBodySchema,
});

export const updateTopicPutOperation = putSynonymOf(updateTopicOperation);

export const deleteTopicOperation = topics.delete({
  description:
    "Soft-deletes the topic: it leaves the preference centre and the contacts' topics. Answers the deleted topic " +
    "(`isDeleted: true`).",
});

export const getTopicAudienceOperation = topics.action("GET", "audience", "read", {
  summary: "Count a topic campaign's audience",
  description:
    "How many contacts a campaign to `listId` (or `segmentId`) sent for this topic would reach now: the ACTIVE contacts " +
    "minus those that left an `opt_out` topic, or only those that joined an `opt_in` topic (the campaign wizard's count).",
  query: TopicAudienceQuerySchema,
  response: TopicAudienceSchema,
});

export const listContactTopicsOperation = defineOperation({
  method: "GET",
  path: "/contacts/{id}/topics",
  summary: "A contact's topics",
  description:
    "Every topic of the team with the contact's state: its own choice, else the topic's default (`updatedAt` null). " +
    "Another team's contact answers 404.",
  tags: ["Contacts"],
  permission: "contacts:read",
  params: idParams,
  response: ContactTopicsSchema,
  errors: [404],
});

export const setContactTopicsOperation = defineOperation({
  method: "PUT",
  path: "/contacts/{id}/topics",
  summary: "Set a contact's topics",
  description:
    "Sets the contact's state of the named topics (the others keep theirs) and records each change in the consent ledger " +
    "(`topic_subscribed` / `topic_unsubscribed`, source `api` or `dashboard`). An id that is not one of the team's topics " +
    "answers 404 and changes nothing. Answers every topic's state, as GET does.",
  tags: ["Contacts"],
  permission: "contacts:write",
  params: idParams,
  body: UpdateContactTopicsBodySchema,
  response: ContactTopicsSchema,
  errors: [404],
});
