import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { AutomationNodeType, AutomationRunStatus, ContactStatus } from "@/lib/generated/prisma/enums";
import { bodyObject, requiredString, resourceMeta, timestamp } from "./common";
import { decodeJsonBytes } from "./json-payload";

// Automations (SPEC.md section 2: Automation, AutomationNode, AutomationNodeEdge; API.md section 6).
// A node's `data` is its JSON config; its shape depends on `type` and is validated here, so the
// API, the editor's side-panel forms and the engine read one definition. Graph rules that need
// the whole graph at once (one trigger, no orphans, no delay-free cycles, yes/no edges) are checked
// at activation by lib/services/automations/validate-automation-graph.ts.

const NODE_TYPES = Object.values(AutomationNodeType);
const CONTACT_STATUSES = Object.values(ContactStatus);

const idOf = (what: string) => requiredString().trim().min(1, { error: "is required" }).meta({ description: `The team's ${what} id` });
const text = (max: number) => z.string({ error: "must be a string" }).trim().max(max, { error: `must be at most ${max} characters` });
const requiredText = (max: number) => requiredString().trim().min(1, { error: "must not be empty" }).max(max, { error: `must be at most ${max} characters` });
const optionalId = (what: string) => idOf(what).nullable().optional();
const tagName = requiredText(100).meta({ example: "vip" });
const httpUrl = (description: string) =>
  requiredString()
    .trim()
    .max(2048, { error: "must be at most 2048 characters" })
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), { error: "must be an http or https URL" })
    .meta({ description, example: "https://example.com/hooks/automation" });

/** A contact column, or `metadata.<key>` for a custom field. */
export const contactFieldPath = requiredString()
  .trim()
  .refine((value) => (CONTACT_FIELDS as readonly string[]).includes(value) || /^metadata\.[A-Za-z0-9_-]{1,100}$/.test(value), {
    error: `must be one of ${CONTACT_FIELDS.join(", ")}, or metadata.<key>`,
  })
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
export const DurationSchema = z.object({ amount, unit }, { error: "must be an object { amount, unit }" });

// ------------------------------------------------------------------ node data, per type

export const TRIGGER_KINDS = ["list_joined", "tag_added", "email_opened", "link_clicked", "email_replied", "custom_event", "date_anniversary"] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export const TriggerDataSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("list_joined"), listId: idOf("mailing list") }),
      z.object({ kind: z.literal("tag_added"), tag: tagName }),
      z.object({ kind: z.literal("email_opened"), campaignId: optionalId("campaign").meta({ description: "Only opens of this campaign; omitted: any email" }) }),
      z.object({
        kind: z.literal("link_clicked"),
        url: text(2048).nullable().optional().meta({ description: "Only clicks on links containing this text; omitted: any link" }),
      }),
      z.object({
        kind: z.literal("email_replied"),
        campaignId: optionalId("campaign").meta({ description: "Only replies to this campaign; omitted: any email. Automatic replies (out of office) never start a flow" }),
      }),
      z.object({ kind: z.literal("custom_event"), name: requiredText(100).meta({ description: "Event name sent to POST /automations/events", example: "trial_started" }) }),
      z.object({
        kind: z.literal("date_anniversary"),
        field: requiredString()
          .trim()
          .refine((value) => value === "createdAt" || /^metadata\.[A-Za-z0-9_-]{1,100}$/.test(value), { error: "must be createdAt or metadata.<key>" })
          .meta({ description: "Date (YYYY-MM-DD...) whose month and day start the flow each year, in the team's timezone (checked every 5 minutes; once a year per contact)", example: "metadata.birthday" }),
      }),
    ],
    { error: `must be one of ${TRIGGER_KINDS.join(", ")}` },
  )
  .meta({ id: "AutomationTriggerData", description: "What starts the flow for a contact" });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DelayDataSchema = z
  .discriminatedUnion(
    "mode",
    [
      z.object({ mode: z.literal("duration"), amount, unit }),
      z.object({
        mode: z.literal("until"),
        weekdays: z
          .array(z.number({ error: "must be a weekday 0-6 (0 = Sunday)" }).int({ error: "must be a weekday 0-6 (0 = Sunday)" }).min(0, { error: "must be a weekday 0-6 (0 = Sunday)" }).max(6, { error: "must be a weekday 0-6 (0 = Sunday)" }), { error: "must be an array of weekdays 0-6" })
          .max(7)
          .default([])
          .meta({ description: "Allowed weekdays, 0 = Sunday; empty: any day", example: [1] }),
        time: requiredString().regex(TIME, { error: "must be a time HH:MM (24 h)" }).meta({ description: "Local time in the team's timezone", example: "09:00" }),
      }),
    ],
    { error: "must be duration or until" },
  )
  .meta({ id: "AutomationDelayData", description: "Waits a duration, or until the next allowed weekday at a time of day" });

export const FIELD_OPERATORS = ["equals", "not_equals", "contains", "not_contains", "starts_with", "ends_with", "is_set", "is_not_set"] as const;
export const CONDITION_KINDS = ["field", "tag", "status", "email_activity"] as const;

export const ConditionDataSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("field"),
        field: contactFieldPath,
        operator: z.enum(FIELD_OPERATORS, { error: `must be one of ${FIELD_OPERATORS.join(", ")}` }),
        value: text(500).nullable().optional().meta({ description: "Compared case-insensitively; unused by is_set / is_not_set" }),
      }),
      z.object({ kind: z.literal("tag"), tag: tagName, operator: z.enum(["has", "has_not"], { error: "must be has or has_not" }).default("has") }),
      z.object({
        kind: z.literal("status"),
        status: z.enum(ContactStatus, { error: `must be one of ${CONTACT_STATUSES.join(", ")}` }),
        operator: z.enum(["is", "is_not"], { error: "must be is or is_not" }).default("is"),
      }),
      z.object({
        kind: z.literal("email_activity"),
        activity: z.enum(["opened", "clicked"], { error: "must be opened or clicked" }),
        within: DurationSchema.nullable().optional().meta({ description: "Counted from the send; omitted: any time until now" }),
      }),
    ],
    { error: `must be one of ${CONDITION_KINDS.join(", ")}` },
  )
  .meta({
    id: "AutomationConditionData",
    description: "Tests the contact; `email_activity` looks at the last email this run sent. Leaves by the edge labelled `yes` or `no`",
  });

const smtpConfigId = optionalId("SMTP configuration").meta({ description: "Omitted: the team's default SMTP configuration" });
const subject = text(998).nullable().optional().transform((value) => value || null).meta({ description: "Overrides the template's subject" });

export const SendEmailDataSchema = z
  .object({ templateId: idOf("template"), smtpConfigId, subject })
  .meta({ id: "AutomationSendEmailData" });

export const EmailWriterDataSchema = z
  .object({
    modelId: optionalId("AI model").meta({ description: "Omitted: the team's first model. No model: the fallback template is sent" }),
    prompt: requiredText(10_000).meta({ description: "Instructions; the contact's fields are given to the model with it", example: "Welcome the contact warmly and mention their company." }),
    fallbackTemplateId: idOf("template").meta({ description: "Sent when no model is configured or the model fails; its subject is used too" }),
    smtpConfigId,
    subject,
  })
  .meta({ id: "AutomationEmailWriterData" });

export const UpdateContactDataSchema = z
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

export const WebhookDataSchema = z
  .object({
    url: httpUrl("Receives a signed POST (Standard Webhooks headers) with the contact and run"),
    secret: text(200)
      .nullable()
      .optional()
      .meta({ description: "Signing secret (whsec_...), write-only: answers carry `hasSecret` instead. Left out on a save of an existing step: the stored secret is kept; null: the payload is sent unsigned" }),
  })
  .meta({ id: "AutomationWebhookData" });

export const ExitDataSchema = z.object({}).meta({ id: "AutomationExitData" });

export const WAIT_EVENTS = ["email_opened", "link_clicked", "email_replied", "custom_event"] as const;
export type WaitEvent = (typeof WAIT_EVENTS)[number];
const waitTimeout = DurationSchema.meta({ description: "How long to wait; then the run follows the `no` (timed out) edge", example: { amount: 3, unit: "days" } });
const whichEmail = z
  .enum(["previous", "any"], { error: "must be previous or any" })
  .default("previous")
  .meta({ description: "`previous`: the last email this run sent; `any`: any email to the contact" });

export const WaitForEventDataSchema = z
  .discriminatedUnion(
    "event",
    [
      z.object({ event: z.literal("email_opened"), email: whichEmail, timeout: waitTimeout }),
      z.object({ event: z.literal("link_clicked"), email: whichEmail, timeout: waitTimeout }),
      z.object({ event: z.literal("email_replied"), email: whichEmail, timeout: waitTimeout }),
      z.object({ event: z.literal("custom_event"), name: requiredText(100).meta({ description: "Event name sent to POST /automations/events", example: "demo_booked" }), timeout: waitTimeout }),
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

export type NodeData<T extends AutomationNodeType> = z.output<(typeof NODE_DATA_SCHEMAS)[T]>;
export type TriggerData = NodeData<"TRIGGER">;
export type DelayData = NodeData<"DELAY">;
export type ConditionData = NodeData<"CONDITION">;
export type SendEmailData = NodeData<"SEND_EMAIL">;
export type EmailWriterData = NodeData<"EMAIL_WRITER">;
export type UpdateContactData = NodeData<"UPDATE_CONTACT">;
export type WebhookData = NodeData<"WEBHOOK">;
export type WaitForEventData = NodeData<"WAIT_FOR_EVENT">;

/** SPEC.md types `data` as an array of integer: the UTF-8 bytes of its JSON text are accepted too. */
const fromBytes = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => Number.isInteger(item) && item >= 0 && item <= 255)
    ? (decodeJsonBytes(value) ?? value)
    : value;

// ------------------------------------------------------------------ the graph in a request body

/** Client node ids are kept as the stored ids (use crypto.randomUUID() for new nodes). */
export const nodeId = requiredString()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "must be 1-100 letters, digits, _ or -" })
  .meta({ description: "Node id: an existing node's id, or a new client id (kept when free)", example: "3f9c2b7e-0d1c-4a57-9f55-1b0c6f0c2d11" });

const position = z.number({ error: "must be a number" }).finite({ error: "must be a finite number" }).default(0);

// Drafts: a node's `data` may be unfinished (no template chosen yet, an empty URL) and is stored as
// given; activation, and every save of an active automation, checks it against the schema of its
// type (lib/services/automations/node-data-problems.ts) and names the nodes at fault.
const draftNodeData = z
  .preprocess(fromBytes, z.record(z.string(), z.unknown(), { error: "must be a JSON object" }))
  .meta({ description: "The node's config, checked against the schema of `type` (Automation*Data) at activation; a draft may be unfinished" });

export const AutomationNodeInputSchema = z
  .object({
    id: nodeId,
    type: z.enum(AutomationNodeType, { error: `must be one of ${NODE_TYPES.join(", ")}` }),
    data: draftNodeData,
    positionX: position,
    positionY: position,
  })
  .meta({ id: "AutomationNodeInput", description: "`data` is stored as given in a draft; activation checks it against the schema of `type`" });

export const EDGE_LABELS = ["yes", "no"] as const;

export const AutomationEdgeInputSchema = z
  .object({
    id: nodeId.optional().meta({ description: "Ignored: edges are stored anew on every save" }),
    sourceId: nodeId.meta({ description: "A node id from `nodes`" }),
    targetId: nodeId.meta({ description: "A node id from `nodes`" }),
    label: text(50).nullable().optional().transform((value) => value || null).meta({ description: "`yes` or `no` on edges leaving a CONDITION", example: "yes" }),
    animated: z.boolean({ error: "must be true or false" }).default(false),
  })
  .meta({ id: "AutomationEdgeInput" });

export type AutomationNodeInput = z.output<typeof AutomationNodeInputSchema>;
export type AutomationEdgeInput = z.output<typeof AutomationEdgeInputSchema>;

const graphShape = {
  nodes: z.array(AutomationNodeInputSchema, { error: "must be an array of nodes" }).max(200, { error: "must have at most 200 nodes" }),
  edges: z.array(AutomationEdgeInputSchema, { error: "must be an array of edges" }).max(400, { error: "must have at most 400 edges" }),
};

/** The structural rules any saved graph must meet, drafts included: unique node ids, edges between its nodes. */
function checkGraphReferences(body: { nodes?: AutomationNodeInput[]; edges?: AutomationEdgeInput[] }, context: z.RefinementCtx) {
  if (body.nodes === undefined && body.edges === undefined) return;
  if (body.nodes === undefined || body.edges === undefined) {
    const missing = body.nodes === undefined ? "nodes" : "edges";
    context.addIssue({ code: "custom", path: [missing], message: "is required with " + (missing === "nodes" ? "edges" : "nodes") + ": the graph is saved as a whole" });
    return;
  }
  const ids = new Set<string>();
  body.nodes.forEach((node, index) => {
    if (ids.has(node.id)) context.addIssue({ code: "custom", path: ["nodes", index, "id"], message: "is used by another node" });
    ids.add(node.id);
  });
  body.edges.forEach((edge, index) => {
    for (const end of ["sourceId", "targetId"] as const) {
      if (!ids.has(edge[end])) context.addIssue({ code: "custom", path: ["edges", index, end], message: "must be the id of a node in nodes" });
    }
    if (edge.sourceId === edge.targetId) context.addIssue({ code: "custom", path: ["edges", index, "targetId"], message: "must differ from sourceId" });
  });
}

const automationName = requiredText(200).meta({ example: "Welcome series" });
const automationDescription = text(1000).transform((value) => value || null).nullable();

export const CreateAutomationBodySchema = bodyObject({
  name: automationName,
  description: automationDescription.optional(),
  nodes: graphShape.nodes.default([]),
  edges: graphShape.edges.default([]),
})
  .superRefine(checkGraphReferences)
  .meta({ id: "CreateAutomationBody" });

export const UpdateAutomationBodySchema = bodyObject({
  name: automationName.optional(),
  description: automationDescription.optional(),
  nodes: graphShape.nodes.optional(),
  edges: graphShape.edges.optional(),
})
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: "give at least one of name, description, nodes, edges" })
  .superRefine(checkGraphReferences)
  .meta({ id: "UpdateAutomationBody", description: "`nodes` and `edges` replace the whole graph and go together" });

export type CreateAutomationBody = z.output<typeof CreateAutomationBodySchema>;
export type UpdateAutomationBody = z.output<typeof UpdateAutomationBodySchema>;

export const automationsQuery = paginationQuery.extend({
  q: z.string().trim().min(1).max(200).optional().meta({ description: "Searches name and description (case-insensitive)" }),
  isActive: z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true").optional(),
});

const RUN_STATUSES = Object.values(AutomationRunStatus);
export const automationRunsQuery = paginationQuery.extend({
  status: z.enum(AutomationRunStatus, { error: `must be one of ${RUN_STATUSES.join(", ")}` }).optional(),
  contactId: z.string().trim().min(1).optional(),
});

export const AutomationEventBodySchema = bodyObject({
  contactId: idOf("contact").optional(),
  email: z.email({ error: "must be an email address" }).trim().toLowerCase().optional().meta({ description: "Every contact of the team with this address" }),
  name: requiredText(100).meta({ example: "trial_started" }),
  data: z.preprocess(fromBytes, z.record(z.string(), z.unknown(), { error: "must be a JSON object" })).optional().meta({ description: "Kept in the run's context" }),
})
  .refine((body) => body.contactId !== undefined || body.email !== undefined, { path: ["contactId"], error: "give contactId or email" })
  .meta({ id: "AutomationEventBody" });
export type AutomationEventBody = z.output<typeof AutomationEventBodySchema>;

// ------------------------------------------------------------------ responses

export const AutomationNodeSchema = z
  .object({
    ...resourceMeta,
    automationId: z.string(),
    type: z.enum(AutomationNodeType),
    data: z.record(z.string(), z.unknown()).meta({ description: "The node's config; see the Automation*Data schemas" }),
    positionX: z.number(),
    positionY: z.number(),
  })
  .meta({ id: "AutomationNode" });

export const AutomationEdgeSchema = z
  .object({
    ...resourceMeta,
    automationId: z.string(),
    sourceId: z.string(),
    targetId: z.string(),
    label: z.string().nullable(),
    animated: z.boolean(),
  })
  .meta({ id: "AutomationNodeEdge" });

const runCounts = z.object(Object.fromEntries(RUN_STATUSES.map((status) => [status, z.number().int()])) as Record<AutomationRunStatus, z.ZodNumber>);

export const AutomationSchema = z
  .object({
    ...resourceMeta,
    teamId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
    nodes: z.array(AutomationNodeSchema),
    edges: z.array(AutomationEdgeSchema),
    runCounts: runCounts.optional().meta({ description: "Runs per status" }),
    nodeCounts: z
      .record(z.string(), z.object({ waiting: z.number().int(), running: z.number().int() }))
      .optional()
      .meta({ description: "Live runs at each node id (GET /automations/{id} only)" }),
    nodeStats: z
      .record(
        z.string(),
        z.object({
          entered: z.number().int().meta({ description: "Runs that reached the step" }),
          waiting: z.number().int().meta({ description: "Live runs at the step now" }),
          completed: z.number().int().meta({ description: "Runs that went past the step (or ended the flow there as planned)" }),
          exited: z.number().int().meta({ description: "Runs that left the flow at the step: cancelled or failed" }),
          emails: z
            .object({ sent: z.number().int(), opened: z.number().int(), clicked: z.number().int(), openRate: z.number(), clickRate: z.number() })
            .optional()
            .meta({ description: "Email steps: emails sent, and those opened / clicked by people (mail-privacy proxies and link scanners left out); rates 0..1" }),
        }),
      )
      .optional()
      .meta({ description: "Per-node analytics by node id (GET /automations/{id} and the writes that answer the automation)" }),
  })
  .meta({ id: "Automation" });
export type AutomationResponse = z.output<typeof AutomationSchema>;

export const AutomationRunStepSchema = z
  .object({
    nodeId: z.string(),
    type: z.enum(AutomationNodeType),
    at: timestamp(),
    outcome: z.string().meta({ description: "What the step did: sent, waiting, yes, no, skipped: <why>, failed: <why>..." }),
  })
  .meta({ id: "AutomationRunStep" });

export const AutomationRunSchema = z
  .object({
    ...resourceMeta,
    automationId: z.string(),
    contactId: z.string(),
    contact: z.object({ id: z.string(), email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
    status: z.enum(AutomationRunStatus),
    currentNodeId: z.string().nullable(),
    currentNodeType: z.enum(AutomationNodeType).nullable(),
    nextRunAt: timestamp().nullable(),
    history: z.array(AutomationRunStepSchema),
    error: z.string().nullable(),
    completedAt: timestamp().nullable(),
  })
  .meta({ id: "AutomationRun" });

export const AutomationEventResultSchema = z
  .object({ contacts: z.number().int().meta({ description: "Contacts the event was recorded for" }), runsStarted: z.number().int(), runsResumed: z.number().int() })
  .meta({ id: "AutomationEventResult" });
