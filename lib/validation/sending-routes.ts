import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { bodyObject, requiredString, someFieldGiven, timestamp } from "./common";

// Sending routes and warm-up schedules (docs/contract.md section 20). Messages follow the field
// name in the error envelope's `details` ("targets.0.weight": "must be an integer from 1 to 100").

export const ROUTE_STREAMS = ["transactional", "broadcast", "any"] as const;
export type RouteStream = (typeof ROUTE_STREAMS)[number];

const integer = (min: number, max: number) => {
  const message = `must be an integer from ${min} to ${max}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

const RouteTargetBodySchema = z
  .object(
    {
      smtpConfigId: requiredString()
        .min(1, { error: "is required" })
        .meta({ description: "An SMTP configuration of the team" }),
      weight: integer(1, 100).meta({ description: "Share among the targets of its priority (1-100)", example: 50 }),
      priority: integer(1, 100).default(1).meta({
        description: "1 is tried first; a higher number only when every lower one fails or cools",
        example: 1,
      }),
    },
    { error: "must be an object with smtpConfigId, weight and priority" },
  )
  .meta({ id: "SendingRouteTargetBody" });

const targets = z
  .array(RouteTargetBodySchema, { error: "must be an array of targets" })
  .min(1, { error: "must have 1 to 10 targets" })
  .max(10, { error: "must have 1 to 10 targets" })
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((target, index) => {
      if (seen.has(target.smtpConfigId))
        context.addIssue({ code: "custom", path: [index, "smtpConfigId"], message: "is named twice" });
      seen.add(target.smtpConfigId);
    });
  });

const name = requiredString()
  .trim()
  .min(1, { error: "is required" })
  .max(100, { error: "must be at most 100 characters" })
  .meta({ example: "Newsletter pool" });

const stream = z
  .enum(ROUTE_STREAMS, { error: `must be one of ${ROUTE_STREAMS.join(", ")}` })
  .meta({ description: "The stream whose default this route may be", example: "broadcast" });

const isDefault = z.boolean({ error: "must be true or false" }).meta({
  description: "The team's default route for its stream (one per stream; `any` serves a stream without its own)",
});

const cooldownSeconds = integer(1, 86_400).meta({
  description: "How long a target that failed as a whole is left out (default 60)",
  example: 60,
});

export const CreateSendingRouteBodySchema = bodyObject({
  name,
  stream: stream.default("any"),
  isDefault: isDefault.default(false),
  cooldownSeconds: cooldownSeconds.default(60),
  targets,
}).meta({ id: "CreateSendingRouteBody" });

export const UpdateSendingRouteBodySchema = bodyObject({
  name: name.optional(),
  stream: stream.optional(),
  isDefault: isDefault.optional(),
  cooldownSeconds: cooldownSeconds.optional(),
  targets: targets.optional().meta({ description: "Replaces every target" }),
})
  .refine(...someFieldGiven(["name", "stream", "isDefault", "cooldownSeconds", "targets"]))
  .meta({ id: "UpdateSendingRouteBody" });

export type CreateSendingRouteBody = z.infer<typeof CreateSendingRouteBodySchema>;
export type UpdateSendingRouteBody = z.infer<typeof UpdateSendingRouteBodySchema>;

export const sendingRoutesQuery = paginationQuery;

const TargetHealthSchema = z
  .object({
    state: z.enum(["healthy", "cooling"]),
    lastError: z.string().nullable().meta({ description: "The last failure of the target as a whole" }),
    until: timestamp().nullable().meta({ description: "When a cooling target is tried again" }),
  })
  .meta({ id: "TargetHealth" });

export const SendingRouteSchema = z
  .object({
    id: z.string(),
    teamId: z.string(),
    name: z.string(),
    stream: z.enum(ROUTE_STREAMS),
    isDefault: z.boolean(),
    cooldownSeconds: z.number().int(),
    isDeleted: z.boolean(),
    targets: z.array(
      z.object({
        smtpConfigId: z.string(),
        smtpConfigName: z.string(),
        weight: z.number().int(),
        priority: z.number().int(),
        health: TargetHealthSchema,
      }),
    ),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: "SendingRoute" });

export const SendingRouteTestBodySchema = bodyObject({
  to: requiredString()
    .trim()
    .pipe(z.email({ error: "must be a valid email address" }).max(254, { error: "must be at most 254 characters" }))
    .meta({ description: "Where to send the test message", example: "me@acme.com" }),
}).meta({ id: "SendingRouteTestBody" });

export const SendingRouteTestResultSchema = z
  .object({
    ok: z.literal(true),
    smtpConfigId: z.string().meta({ description: "The target that took the message" }),
    messageId: z.string(),
  })
  .meta({ id: "SendingRouteTestResult" });

// Warm-up (an SMTP config's `warmup`).
export const WarmupBodySchema = z
  .object(
    {
      startPerDay: integer(1, 1_000_000).meta({ description: "The first day's cap", example: 50 }),
      growthPercent: integer(1, 1000).meta({ description: "How much more each day may send", example: 30 }),
      maxPerDay: integer(1, 10_000_000).meta({ description: "Where the ramp stops", example: 10000 }),
    },
    { error: "must be an object with startPerDay, growthPercent and maxPerDay, or null" },
  )
  .superRefine((warmup, context) => {
    if (warmup.maxPerDay < warmup.startPerDay)
      context.addIssue({ code: "custom", path: ["maxPerDay"], message: "must be at least startPerDay" });
  })
  .nullable()
  .meta({ id: "WarmupBody", description: "A warm-up schedule; null: none (the config sends without a daily cap)" });

export const WarmupSchema = z
  .object({
    startPerDay: z.number().int(),
    growthPercent: z.number().int(),
    maxPerDay: z.number().int(),
    startedAt: timestamp().meta({ description: "Day 1 of the ramp (when the schedule was set)" }),
    todayCap: z.number().int().meta({ description: "The most the config sends today (UTC)" }),
    sentToday: z.number().int().meta({ description: "What it was given today (UTC)" }),
    plan: z.array(z.object({ day: z.string(), cap: z.number().int(), sent: z.number().int() })).meta({
      description: "The ramp from its first day until it reaches maxPerDay (at most 60 days), with what was sent",
    }),
  })
  .nullable()
  .meta({ id: "Warmup" });
