import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { isWebhookEventName, WEBHOOK_EVENT_NAMES, type WebhookEventName } from "@/lib/events/domain-events";
import {
  bodyObject,
  displayName,
  requiredString,
  resourceMeta,
  someFieldGiven,
  teamResourceMeta,
  timestamp,
} from "./common";

// Webhooks (docs/interface.md section 2, Webhook and Delivery; docs/contract.md sections 9 and 12). Used by the API,
// the OpenAPI document and the dashboard's form, so nothing here needs Node.

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_SECRET_MIN_LENGTH = 16;
const WEBHOOK_SECRET_MAX_LENGTH = 256;
const DELIVERY_STATUSES = ["PENDING", "SUCCESS", "FAILED"] as const;
/** Not subscribable: what POST /webhooks/{id}/test sends. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Why `value` is not an acceptable target URL, or null when it is. */
export function webhookUrlProblem(value: string): string | null {
  if (value.length > WEBHOOK_URL_MAX_LENGTH) return `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute http or https URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an http or https URL";
  if (url.username || url.password) return "must not contain credentials; authenticate with the signature instead";
  if (!url.hostname) return "must name a host";
  return null;
}

const url = requiredString()
  .trim()
  .min(1, { error: "is required" })
  .check((context) => {
    const problem = webhookUrlProblem(context.value);
    if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
  })
  .meta({
    description: "Where events are POSTed: http or https, no credentials, a public address",
    example: "https://example.com/hooks/sendwell",
  });

const secret = requiredString()
  .min(WEBHOOK_SECRET_MIN_LENGTH, { error: `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters` })
  .max(WEBHOOK_SECRET_MAX_LENGTH, { error: `must be at most ${WEBHOOK_SECRET_MAX_LENGTH} characters` })
  .meta({
    description:
      "Signing key: deliveries carry an HMAC-SHA256 keyed with its UTF-8 bytes (Standard Webhooks). Write-only: returned once, in the create response",
    example: "b2c4e6f8a0c2e4f6a8b0c2d4",
    writeOnly: true,
  });

const events = z
  .array(z.string({ error: "must be an array of event names" }), { error: "must be an array of event names" })
  .min(1, { error: "must list at least 1 event" })
  .check((context) => {
    const unknown = context.value.filter((name) => !isWebhookEventName(name));
    if (unknown.length > 0) {
      context.issues.push({
        code: "custom",
        message: `unknown event ${unknown.map((name) => `"${name}"`).join(", ")}; allowed: ${WEBHOOK_EVENT_NAMES.join(", ")}`,
        input: context.value,
      });
    }
  })
  .transform((names) => [...new Set(names)] as WebhookEventName[])
  .meta({
    description: `Event names to receive, at least 1 of: ${WEBHOOK_EVENT_NAMES.join(", ")}`,
    example: ["open", "click"],
  });

const isActive = z
  .boolean({ error: "must be true or false" })
  .meta({ description: "Inactive webhooks receive nothing. Re-activating clears a disabled state" });

export const CreateWebhookBodySchema = bodyObject({
  name: displayName("Order system"),
  url,
  secret,
  events,
  isActive: isActive.optional(),
}).meta({ id: "CreateWebhookBody" });

export const UpdateWebhookBodySchema = bodyObject({
  name: displayName("Order system").optional(),
  url: url.optional(),
  secret: secret
    .optional()
    .meta({ description: "A new signing secret; omitted: the stored one is kept", writeOnly: true }),
  events: events.optional(),
  isActive: isActive.optional(),
})
  .refine(...someFieldGiven(["name", "url", "secret", "events", "isActive"]))
  .meta({ id: "UpdateWebhookBody" });

export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;

export const webhooksQuery = paginationQuery;

export const deliveriesQuery = paginationQuery.extend({
  status: z.enum(DELIVERY_STATUSES, { error: `must be one of ${DELIVERY_STATUSES.join(", ")}` }).optional(),
  event: z
    .string()
    .refine((name) => isWebhookEventName(name) || name === WEBHOOK_TEST_EVENT, {
      error: `must be one of ${[...WEBHOOK_EVENT_NAMES, WEBHOOK_TEST_EVENT].join(", ")}`,
    })
    .optional(),
});

export const deliveryParams = z.object({
  id: z.string().min(1).meta({ description: "Webhook id" }),
  deliveryId: z.string().min(1).meta({ description: "Delivery id" }),
});

export const WebhookSchema = z
  .object({
    ...teamResourceMeta,
    name: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_NAMES)),
    isActive: z.boolean(),
    failingSince: timestamp()
      .nullable()
      .meta({ description: "Start of the current unbroken run of failed deliveries" }),
    disabledAt: timestamp()
      .nullable()
      .meta({ description: "When the server turned the webhook off after 5 days of failures" }),
    disabledReason: z.string().nullable(),
  })
  .meta({ id: "Webhook", description: "The secret is write-only and never returned after creation" });

export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().meta({ description: "The signing secret, returned this once" }),
}).meta({ id: "CreatedWebhook" });

const DeliveryAttemptSchema = z
  .object({
    id: z.string(),
    attempt: z.number().int().meta({ description: "1 for the first try" }),
    responseCode: z.number().int().nullable(),
    responseBody: z.string().nullable().meta({ description: "First 4 KB of the answer" }),
    error: z.string().nullable(),
    durationMs: z.number().int(),
    createdAt: timestamp(),
  })
  .meta({ id: "DeliveryAttempt" });

export const DeliverySchema = z
  .object({
    ...resourceMeta,
    webhookId: z.string(),
    event: z.string().meta({ example: "click" }),
    payload: z
      .object({ type: z.string(), timestamp: timestamp(), data: z.record(z.string(), z.unknown()) })
      .meta({ description: "The JSON body POSTed" }),
    status: z
      .enum(DELIVERY_STATUSES)
      .meta({ description: "PENDING while attempts remain, SUCCESS on a 2xx, FAILED after the last retry" }),
    attempts: z.number().int().meta({ description: "Attempts made so far" }),
    nextAttemptAt: timestamp().nullable().meta({ description: "When the next automatic retry runs" }),
    error: z.string().nullable(),
    responseBody: z.string().nullable(),
    responseCode: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    attemptLog: z.array(DeliveryAttemptSchema).meta({ description: "Every attempt, oldest first" }),
  })
  .meta({ id: "Delivery" });
