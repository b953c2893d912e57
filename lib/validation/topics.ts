import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import {
  bodyObject,
  displayName,
  namedTeamResourceMeta,
  nameSearch,
  optionalDescription,
  someFieldGiven,
  timestamp,
} from "./common";

// Topics and each contact's topic state (docs/contract.md section 21). Messages follow the field name
// in the error envelope's `details` ("defaultSubscription": "must be opt_in or opt_out").

const TOPIC_DEFAULTS = ["opt_in", "opt_out"] as const;

const defaultSubscription = z.enum(TOPIC_DEFAULTS, { error: "must be opt_in or opt_out" }).meta({
  description:
    "opt_out: every contact receives the topic's mail until they leave it; opt_in: only contacts that joined it do",
});

const isPublic = z
  .boolean({ error: "must be true or false" })
  .meta({ description: "Shown on the preference centre (/preferences/<token>) for contacts to choose" });

const name = displayName("Product news");
const description = optionalDescription("New features, once a month");

export const CreateTopicBodySchema = bodyObject({
  name,
  description: description.optional(),
  defaultSubscription: defaultSubscription.default("opt_out"),
  isPublic: isPublic.default(true),
}).meta({ id: "CreateTopicBody" });

export const UpdateTopicBodySchema = bodyObject({
  name: name.optional(),
  description: description.optional(),
  defaultSubscription: defaultSubscription.optional(),
  isPublic: isPublic.optional(),
})
  .refine(...someFieldGiven(["name", "description", "defaultSubscription", "isPublic"]))
  .meta({ id: "UpdateTopicBody" });

export type CreateTopicBody = z.output<typeof CreateTopicBodySchema>;
export type UpdateTopicBody = z.output<typeof UpdateTopicBodySchema>;

export const topicsQuery = paginationQuery.extend({ q: nameSearch() });

export const TopicSchema = z
  .object({
    ...namedTeamResourceMeta,
    defaultSubscription: z.enum(TOPIC_DEFAULTS),
    isPublic: z.boolean(),
  })
  .meta({ id: "Topic" });

export type TopicDto = z.output<typeof TopicSchema>;

const ContactTopicSchema = z
  .object({
    topicId: z.string(),
    name: z.string(),
    subscribed: z.boolean().meta({ description: "The contact's own choice, else the topic's default" }),
    updatedAt: timestamp()
      .nullable()
      .meta({ description: "When the contact's state was last set; null while it is the topic's default" }),
  })
  .meta({ id: "ContactTopic" });

export type ContactTopicDto = z.output<typeof ContactTopicSchema>;

export const ContactTopicsSchema = z
  .array(ContactTopicSchema)
  .meta({ id: "ContactTopics", description: "Every topic of the team with the contact's state, by name" });

export const UpdateContactTopicsBodySchema = bodyObject({
  topics: z
    .array(
      z.object(
        {
          id: z.string({ error: "must be a topic id" }).min(1, { error: "must be a topic id" }),
          subscribed: z.boolean({ error: "must be true or false" }),
        },
        { error: "must be an object { id, subscribed }" },
      ),
      { error: "must be an array of { id, subscribed }" },
    )
    .min(1, { error: "must name at least one topic" })
    .max(100, { error: "must name at most 100 topics" }),
}).meta({ id: "UpdateContactTopicsBody" });

export type UpdateContactTopicsBody = z.output<typeof UpdateContactTopicsBodySchema>;

export const TopicAudienceQuerySchema = z.object({
  listId: z.string().min(1).optional().meta({ description: "The campaign's list" }),
  segmentId: z.string().min(1).optional().meta({ description: "The campaign's segment (instead of a list)" }),
});

export const TopicAudienceSchema = z
  .object({
    count: z
      .number()
      .int()
      .meta({ description: "Contacts a campaign to this list or segment with this topic would reach now" }),
  })
  .meta({ id: "TopicAudience" });
