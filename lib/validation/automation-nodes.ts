import { z } from "zod";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { type AutomationNodeType, ContactStatus } from "@/lib/generated/prisma/enums";
import { requiredString } from "./common";

// An automation node's `data` per type (docs/interface.md section 2: AutomationNode). The API (at
// activation), the editor's side-panel forms and the engine all read these definitions;
// lib/validation/automations.ts re-exports them with the request and response bodies.

const CONTACT_STATUSES = Object.values(ContactStatus);

export const idOf = (what: string) =>
  requiredString()
    .trim()
    .min(1, { error: "is required" })
    .meta({ description: `The team's ${what} id` });
export const text = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
export const requiredText = (max: number) =>
  requiredString()
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, { error: `must be at most ${max} characters` });
const optionalId = (what: string) => idOf(what).nullable().optional();
const tagName = requiredText(100).meta({ example: "vip" });
const httpUrl = (description: string) =>
  requiredString()
    .trim()
    .max(2048, { error: "must be at most 2048 characters" })
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
      error: "must be an http or https URL",
    })
    .meta({ description, example: "https://example.com/hooks/automation" });

/** A contact column, or `metadata.<key>` for a custom field. */
export const contactFieldPath = requiredString()
  .trim()
  .refine(
    (value) => (CONTACT_FIELDS as readonly string[]).includes(value) || /^metadata\.[A-Za-z0-9_-]{1,100}$/.test(value),
    {
      error: `must be one of ${CONTACT_FIELDS.join(", ")}, or metadata.<key>`,
    },
  )
  .meta({ description: "A contact field, or `metadata.<key>` for a custom field", example: "firstName" });

// ------------------------------------------------------------------ durations

export const DURATION_UNITS = ["seconds", "minutes", "hours", "days", "weeks"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DURATION_UNIT_MS: Record<DurationUnit, number> = {
  seconds: 1_000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
  weeks: 604_800_000,
};

const amount = z
  .number({ error: "must be an integer of at least 1" })
  .int({ error: "must be an integer of at least 1" })
  .min(1, { error: "must be an integer of at least 1" })
  .max(100_000, { error: "must be at most 100000" })
  .meta({ example: 2 });
const unit = z.enum(DURATION_UNITS, { error: `must be one of ${DURATION_UNITS.join(", ")}` }).meta({ example: "days" });
const DurationSchema = z.object({ amount, unit }, { error: "must be an object { amount, unit }" });

// ------------------------------------------------------------------ node data, per type

export const TRIGGER_KINDS = [
  "list_joined",
  "tag_added",
  "email_opened",
  "link_clicked",
  "email_replied",
  "custom_event",
  "date_anniversary",
  "segment_entered",
] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export const TriggerDataSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("list_joined"), listId: idOf("mailing list") }),
      z.object({ kind: z.literal("tag_added"), tag: tagName }),
      z.object({
        kind: z.literal("email_opened"),
        campaignId: optionalId("campaign").meta({ description: "Only opens of this campaign; omitted: any email" }),
      }),
      z.object({
        kind: z.literal("link_clicked"),
        url: text(2048)
          .nullable()
          .optional()
          .meta({ description: "Only clicks on links containing this text; omitted: any link" }),
      }),
      z.object({
        kind: z.literal("email_replied"),
        campaignId: optionalId("campaign").meta({
          description:
            "Only replies to this campaign; omitted: any email. Automatic replies (out of office) never start a flow",
        }),
      }),
      z.object({
        kind: z.literal("custom_event"),
        name: requiredText(100).meta({
          description: "Event name sent to POST /automations/events",
          example: "trial_started",
        }),
      }),
      z.object({
        kind: z.literal("date_anniversary"),
        field: requiredString()
          .trim()
          .refine((value) => value === "createdAt" || /^metadata\.[A-Za-z0-9_-]{1,100}$/.test(value), {
            error: "must be createdAt or metadata.<key>",
          })
          .meta({
            description:
              "Date (YYYY-MM-DD...) whose month and day start the flow each year, in the team's timezone (checked every 5 minutes; once a year per contact)",
            example: "metadata.birthday",
          }),
      }),
      z.object({
        kind: z.literal("segment_entered"),
        segmentId: idOf("segment").meta({
          description:
            "Starts when an active contact newly matches this segment (evaluated every minute; contacts already in it at the first evaluation are the starting point and do not enter). Leaving and matching again is a new entry",
        }),
      }),
    ],
    { error: `must be one of ${TRIGGER_KINDS.join(", ")}` },
  )
  .meta({ id: "AutomationTriggerData", description: "What starts the flow for a contact" });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DelayDataSchema = z
  .discriminatedUnion(
    "mode",
    [
      z.object({ mode: z.literal("duration"), amount, unit }),
      z.object({
        mode: z.literal("until"),
        weekdays: z
          .array(
            z
              .number({ error: "must be a weekday 0-6 (0 = Sunday)" })
              .int({ error: "must be a weekday 0-6 (0 = Sunday)" })
              .min(0, { error: "must be a weekday 0-6 (0 = Sunday)" })
              .max(6, { error: "must be a weekday 0-6 (0 = Sunday)" }),
            { error: "must be an array of weekdays 0-6" },
          )
          .max(7)
          .default([])
          .meta({ description: "Allowed weekdays, 0 = Sunday; empty: any day", example: [1] }),
        time: requiredString()
          .regex(TIME, { error: "must be a time HH:MM (24 h)" })
          .meta({ description: "Local time in the team's timezone", example: "09:00" }),
      }),
    ],
    { error: "must be duration or until" },
  )
  .meta({
    id: "AutomationDelayData",
    description: "Waits a duration, or until the next allowed weekday at a time of day",
  });

export const FIELD_OPERATORS = [
  "equals",
  "not_equals",
  "contains",
  "not_contains",
  "starts_with",
  "ends_with",
  "is_set",
  "is_not_set",
] as const;
export const CONDITION_KINDS = ["field", "tag", "status", "email_activity"] as const;

const ConditionDataSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("field"),
        field: contactFieldPath,
        operator: z.enum(FIELD_OPERATORS, { error: `must be one of ${FIELD_OPERATORS.join(", ")}` }),
        value: text(500)
          .nullable()
          .optional()
          .meta({ description: "Compared case-insensitively; unused by is_set / is_not_set" }),
      }),
      z.object({
        kind: z.literal("tag"),
        tag: tagName,
        operator: z.enum(["has", "has_not"], { error: "must be has or has_not" }).default("has"),
      }),
      z.object({
        kind: z.literal("status"),
        status: z.enum(ContactStatus, { error: `must be one of ${CONTACT_STATUSES.join(", ")}` }),
        operator: z.enum(["is", "is_not"], { error: "must be is or is_not" }).default("is"),
      }),
      z.object({
        kind: z.literal("email_activity"),
        activity: z.enum(["opened", "clicked"], { error: "must be opened or clicked" }),
        within: DurationSchema.nullable()
          .optional()
          .meta({ description: "Counted from the send; omitted: any time until now" }),
      }),
    ],
    { error: `must be one of ${CONDITION_KINDS.join(", ")}` },
  )
  .meta({
    id: "AutomationConditionData",
    description:
      "Tests the contact; `email_activity` looks at the last email this run sent. Leaves by the edge labelled `yes` or `no`",
  });

const smtpConfigId = optionalId("SMTP configuration").meta({
  description: "Omitted: the team's default SMTP configuration",
});
const subject = text(998)
  .nullable()
  .optional()
  .transform((value) => value || null)
  .meta({ description: "Overrides the template's subject" });

const topicId = optionalId("topic").meta({
  description:
    "The topic the email is sent for: a contact not subscribed to it is skipped; its one-click unsubscribe leaves the topic only",
});

const SendEmailDataSchema = z
  .object({ templateId: idOf("template"), smtpConfigId, subject, topicId })
  .meta({ id: "AutomationSendEmailData" });

const EmailWriterDataSchema = z
  .object({
    modelId: optionalId("AI model").meta({
      description: "Omitted: the team's first model. No model: the fallback template is sent",
    }),
    prompt: requiredText(10_000).meta({
      description: "Instructions; the contact's fields are given to the model with it",
      example: "Welcome the contact warmly and mention their company.",
    }),
    fallbackTemplateId: idOf("template").meta({
      description: "Sent when no model is configured or the model fails; its subject is used too",
    }),
    smtpConfigId,
    subject,
    topicId,
  })
  .meta({ id: "AutomationEmailWriterData" });

const UpdateContactDataSchema = z
  .object({
    addTags: z.array(tagName, { error: "must be an array of tag names" }).max(50).default([]),
    removeTags: z.array(tagName, { error: "must be an array of tag names" }).max(50).default([]),
    fields: z
      .record(contactFieldPath, text(255).nullable(), { error: "must be an object of field: value" })
      .default({})
      .meta({ description: "Field to value; null clears it", example: { company: "Acme" } }),
    listId: optionalId("mailing list").meta({ description: "Moves the contact to this list" }),
    status: z.enum(["ACTIVE", "UNSUBSCRIBED"], { error: "must be ACTIVE or UNSUBSCRIBED" }).nullable().optional(),
  })
  .meta({ id: "AutomationUpdateContactData" });

const WebhookDataSchema = z
  .object({
    url: httpUrl("Receives a signed POST (Standard Webhooks headers) with the contact and run"),
    secret: text(200).nullable().optional().meta({
      description:
        "Signing secret (whsec_...), write-only: answers carry `hasSecret` instead. Left out on a save of an existing step: the stored secret is kept; null: the payload is sent unsigned",
    }),
  })
  .meta({ id: "AutomationWebhookData" });

const ExitDataSchema = z.object({}).meta({ id: "AutomationExitData" });

export const WAIT_EVENTS = ["email_opened", "link_clicked", "email_replied", "custom_event"] as const;
export type WaitEvent = (typeof WAIT_EVENTS)[number];
const waitTimeout = DurationSchema.meta({
  description: "How long to wait; then the run follows the `no` (timed out) edge",
  example: { amount: 3, unit: "days" },
});
const whichEmail = z
  .enum(["previous", "any"], { error: "must be previous or any" })
  .default("previous")
  .meta({ description: "`previous`: the last email this run sent; `any`: any email to the contact" });

const WaitForEventDataSchema = z
  .discriminatedUnion(
    "event",
    [
      z.object({ event: z.literal("email_opened"), email: whichEmail, timeout: waitTimeout }),
      z.object({ event: z.literal("link_clicked"), email: whichEmail, timeout: waitTimeout }),
      z.object({ event: z.literal("email_replied"), email: whichEmail, timeout: waitTimeout }),
      z.object({
        event: z.literal("custom_event"),
        name: requiredText(100).meta({
          description: "Event name sent to POST /automations/events",
          example: "demo_booked",
        }),
        timeout: waitTimeout,
      }),
    ],
    { error: `must be one of ${WAIT_EVENTS.join(", ")}` },
  )
  .meta({
    id: "AutomationWaitForEventData",
    description:
      "Waits until the contact opens or clicks (people only: privacy-proxy opens and link scanners do not count) or replies to an email (automatic replies do not count), or a custom event arrives; leaves by `yes` on the event, `no` when the timeout passes first",
  });

export const NODE_DATA_SCHEMAS = {
  TRIGGER: TriggerDataSchema,
  DELAY: DelayDataSchema,
  CONDITION: ConditionDataSchema,
  SEND_EMAIL: SendEmailDataSchema,
  EMAIL_WRITER: EmailWriterDataSchema,
  UPDATE_CONTACT: UpdateContactDataSchema,
  WEBHOOK: WebhookDataSchema,
  EXIT: ExitDataSchema,
  WAIT_FOR_EVENT: WaitForEventDataSchema,
} as const satisfies Record<AutomationNodeType, z.ZodType>;

type NodeData<T extends AutomationNodeType> = z.output<(typeof NODE_DATA_SCHEMAS)[T]>;
export type TriggerData = NodeData<"TRIGGER">;
export type DelayData = NodeData<"DELAY">;
export type ConditionData = NodeData<"CONDITION">;
export type SendEmailData = NodeData<"SEND_EMAIL">;
export type EmailWriterData = NodeData<"EMAIL_WRITER">;
export type UpdateContactData = NodeData<"UPDATE_CONTACT">;
export type WebhookData = NodeData<"WEBHOOK">;
export type WaitForEventData = NodeData<"WAIT_FOR_EVENT">;
