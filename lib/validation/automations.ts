import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { AutomationNodeType, AutomationRunStatus } from "@/lib/generated/prisma/enums";
import {
  bodyObject,
  namedTeamResourceMeta,
  nameSearch,
  requiredString,
  resourceMeta,
  someFieldGiven,
  timestamp,
} from "./common";
import { decodeJsonBytes } from "./json-payload";
import { AutomationGoalSchema, checkReentry, reentryDaysSchema, reentrySchema } from "./automation-flow";
import { idOf, requiredText, text } from "./automation-nodes";

export * from "./automation-flow";
export * from "./automation-nodes";

// Automations (docs/interface.md section 2: Automation, AutomationNode, AutomationNodeEdge; docs/contract.md section 6).
// A node's `data` is its JSON config; its shape depends on `type` (lib/validation/automation-nodes.ts,
// re-exported here). Graph rules that need the whole graph at once (one trigger, no orphans, no
// delay-free cycles, yes/no edges) are checked at activation by
// lib/services/automations/validate-automation-graph.ts.

const NODE_TYPES = Object.values(AutomationNodeType);

/** docs/interface.md types `data` as an array of integer: the UTF-8 bytes of its JSON text are accepted too. */
const fromBytes = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => Number.isInteger(item) && item >= 0 && item <= 255)
    ? (decodeJsonBytes(value) ?? value)
    : value;

// ------------------------------------------------------------------ the graph in a request body

/** Client node ids are kept as the stored ids (use crypto.randomUUID() for new nodes). */
const nodeId = requiredString()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "must be 1-100 letters, digits, _ or -" })
  .meta({
    description: "Node id: an existing node's id, or a new client id (kept when free)",
    example: "3f9c2b7e-0d1c-4a57-9f55-1b0c6f0c2d11",
  });

const position = z.number({ error: "must be a number" }).finite({ error: "must be a finite number" }).default(0);

// Drafts: a node's `data` may be unfinished (no template chosen yet, an empty URL) and is stored as
// given; activation, and every save of an active automation, checks it against the schema of its
// type (lib/services/automations/node-data-problems.ts) and names the nodes at fault.
const draftNodeData = z
  .preprocess(fromBytes, z.record(z.string(), z.unknown(), { error: "must be a JSON object" }))
  .meta({
    description:
      "The node's config, checked against the schema of `type` (Automation*Data) at activation; a draft may be unfinished",
  });

const AutomationNodeInputSchema = z
  .object({
    id: nodeId,
    type: z.enum(AutomationNodeType, { error: `must be one of ${NODE_TYPES.join(", ")}` }),
    data: draftNodeData,
    positionX: position,
    positionY: position,
  })
  .meta({
    id: "AutomationNodeInput",
    description: "`data` is stored as given in a draft; activation checks it against the schema of `type`",
  });

const AutomationEdgeInputSchema = z
  .object({
    id: nodeId.optional().meta({ description: "Ignored: edges are stored anew on every save" }),
    sourceId: nodeId.meta({ description: "A node id from `nodes`" }),
    targetId: nodeId.meta({ description: "A node id from `nodes`" }),
    label: text(50)
      .nullable()
      .optional()
      .transform((value) => value || null)
      .meta({ description: "`yes` or `no` on edges leaving a CONDITION", example: "yes" }),
    animated: z.boolean({ error: "must be true or false" }).default(false),
  })
  .meta({ id: "AutomationEdgeInput" });

export type AutomationNodeInput = z.output<typeof AutomationNodeInputSchema>;
export type AutomationEdgeInput = z.output<typeof AutomationEdgeInputSchema>;

const graphShape = {
  nodes: z
    .array(AutomationNodeInputSchema, { error: "must be an array of nodes" })
    .max(200, { error: "must have at most 200 nodes" }),
  edges: z
    .array(AutomationEdgeInputSchema, { error: "must be an array of edges" })
    .max(400, { error: "must have at most 400 edges" }),
};

/** The structural rules any saved graph must meet, drafts included: unique node ids, edges between its nodes. */
function checkGraphReferences(
  body: { nodes?: AutomationNodeInput[]; edges?: AutomationEdgeInput[] },
  context: z.RefinementCtx,
) {
  if (body.nodes === undefined && body.edges === undefined) return;
  if (body.nodes === undefined || body.edges === undefined) {
    const missing = body.nodes === undefined ? "nodes" : "edges";
    context.addIssue({
      code: "custom",
      path: [missing],
      message: `is required with ${missing === "nodes" ? "edges" : "nodes"}: the graph is saved as a whole`,
    });
    return;
  }
  const ids = new Set<string>();
  body.nodes.forEach((node, index) => {
    if (ids.has(node.id))
      context.addIssue({ code: "custom", path: ["nodes", index, "id"], message: "is used by another node" });
    ids.add(node.id);
  });
  body.edges.forEach((edge, index) => {
    for (const end of ["sourceId", "targetId"] as const) {
      if (!ids.has(edge[end]))
        context.addIssue({ code: "custom", path: ["edges", index, end], message: "must be the id of a node in nodes" });
    }
    if (edge.sourceId === edge.targetId)
      context.addIssue({ code: "custom", path: ["edges", index, "targetId"], message: "must differ from sourceId" });
  });
}

const flowSettings = {
  goal: AutomationGoalSchema.nullable().optional().meta({ description: "null: no goal" }),
  reentry: reentrySchema.optional(),
  reentryDays: reentryDaysSchema.nullable().optional(),
};

const automationName = requiredText(200).meta({ example: "Welcome series" });
const automationDescription = text(1000)
  .transform((value) => value || null)
  .nullable();

export const CreateAutomationBodySchema = bodyObject({
  name: automationName,
  description: automationDescription.optional(),
  nodes: graphShape.nodes.default([]),
  edges: graphShape.edges.default([]),
  ...flowSettings,
})
  .superRefine(checkGraphReferences)
  .superRefine(checkReentry)
  .meta({ id: "CreateAutomationBody" });

export const UpdateAutomationBodySchema = bodyObject({
  name: automationName.optional(),
  description: automationDescription.optional(),
  nodes: graphShape.nodes.optional(),
  edges: graphShape.edges.optional(),
  ...flowSettings,
})
  .refine(...someFieldGiven(["name", "description", "nodes", "edges", "goal", "reentry", "reentryDays"]))
  .superRefine(checkGraphReferences)
  .superRefine(checkReentry)
  .meta({ id: "UpdateAutomationBody", description: "`nodes` and `edges` replace the whole graph and go together" });

export type CreateAutomationBody = z.output<typeof CreateAutomationBodySchema>;
export type UpdateAutomationBody = z.output<typeof UpdateAutomationBodySchema>;

export const automationsQuery = paginationQuery.extend({
  q: nameSearch(),
  isActive: z
    .enum(["true", "false"], { error: "must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});

const RUN_STATUSES = Object.values(AutomationRunStatus);
export const automationRunsQuery = paginationQuery.extend({
  status: z.enum(AutomationRunStatus, { error: `must be one of ${RUN_STATUSES.join(", ")}` }).optional(),
  contactId: z.string().trim().min(1).optional(),
});

export const AutomationEventBodySchema = bodyObject({
  contactId: idOf("contact").optional(),
  email: z
    .email({ error: "must be an email address" })
    .trim()
    .toLowerCase()
    .optional()
    .meta({ description: "Every contact of the team with this address" }),
  name: requiredText(100).meta({ example: "trial_started" }),
  data: z
    .preprocess(fromBytes, z.record(z.string(), z.unknown(), { error: "must be a JSON object" }))
    .optional()
    .meta({ description: "Kept in the run's context" }),
})
  .refine((body) => body.contactId !== undefined || body.email !== undefined, {
    path: ["contactId"],
    error: "give contactId or email",
  })
  .meta({ id: "AutomationEventBody" });
export type AutomationEventBody = z.output<typeof AutomationEventBodySchema>;

// ------------------------------------------------------------------ responses

const AutomationNodeSchema = z
  .object({
    ...resourceMeta,
    automationId: z.string(),
    type: z.enum(AutomationNodeType),
    data: z.record(z.string(), z.unknown()).meta({ description: "The node's config; see the Automation*Data schemas" }),
    positionX: z.number(),
    positionY: z.number(),
  })
  .meta({ id: "AutomationNode" });

const AutomationEdgeSchema = z
  .object({
    ...resourceMeta,
    automationId: z.string(),
    sourceId: z.string(),
    targetId: z.string(),
    label: z.string().nullable(),
    animated: z.boolean(),
  })
  .meta({ id: "AutomationNodeEdge" });

const runCounts = z.object(
  Object.fromEntries(RUN_STATUSES.map((status) => [status, z.number().int()])) as Record<
    AutomationRunStatus,
    z.ZodNumber
  >,
);

export const AutomationSchema = z
  .object({
    ...namedTeamResourceMeta,
    isActive: z.boolean(),
    goal: AutomationGoalSchema.nullable(),
    reentry: reentrySchema,
    reentryDays: z.number().int().nullable(),
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
          completed: z
            .number()
            .int()
            .meta({ description: "Runs that went past the step (or ended the flow there as planned)" }),
          exited: z.number().int().meta({ description: "Runs that left the flow at the step: cancelled or failed" }),
          goalReached: z.number().int().meta({ description: "Runs that met the flow's goal while at the step" }),
          emails: z
            .object({
              sent: z.number().int(),
              opened: z.number().int(),
              clicked: z.number().int(),
              openRate: z.number(),
              clickRate: z.number(),
            })
            .optional()
            .meta({
              description:
                "Email steps: emails sent, and those opened / clicked by people (mail-privacy proxies and link scanners left out); rates 0..1",
            }),
        }),
      )
      .optional()
      .meta({
        description: "Per-node analytics by node id (GET /automations/{id} and the writes that answer the automation)",
      }),
  })
  .meta({ id: "Automation" });

const AutomationRunStepSchema = z
  .object({
    nodeId: z.string(),
    type: z.enum(AutomationNodeType),
    at: timestamp(),
    outcome: z
      .string()
      .meta({ description: "What the step did: sent, waiting, yes, no, skipped: <why>, failed: <why>..." }),
  })
  .meta({ id: "AutomationRunStep" });

export const AutomationRunSchema = z
  .object({
    ...resourceMeta,
    automationId: z.string(),
    contactId: z.string(),
    contact: z
      .object({ id: z.string(), email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
      .nullable(),
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
  .object({
    contacts: z.number().int().meta({ description: "Contacts the event was recorded for" }),
    runsStarted: z.number().int(),
    runsResumed: z.number().int(),
  })
  .meta({ id: "AutomationEventResult" });
