import { z } from "zod";
import { TrackingEvent } from "@/lib/generated/prisma/enums";
import { normalizeIp } from "@/lib/tracking/enrich/geo";
import { bodyObject } from "./common";
import { EmailTrackingSchema } from "./emails";
import { jsonObjectPayload } from "./json-payload";

// POST /t (docs/interface.md section 4, docs/contract.md section 8): an entry reported by the team's own systems
// (credential + emailId: bounces and complaints from a provider, replies, opens seen elsewhere),
// or by a recipient's client with the signed token of a pixel or link (no credential).

const EVENTS = Object.values(TrackingEvent);
const EVENT_LIST = EVENTS.join(", ");

const optionalString = (description: string) =>
  z.string({ error: "must be a string" }).meta({ description }).optional();

export const TrackBodySchema = bodyObject({
  emailId: z.string({ error: "must be a string" }).min(1, { error: "is required" }).optional().meta({
    description: "The email the entry is about (with a credential); required without `token`",
    example: "cm3k1x9b20001",
  }),
  token: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).optional().meta({
    description:
      "Instead of a credential and `emailId`: the signed token of the email's open pixel or of one of its links",
  }),
  event: z
    .enum(TrackingEvent, {
      error: (issue) => (issue.input === undefined ? "is required" : `must be one of ${EVENT_LIST}`),
    })
    .meta({
      description: `One of ${EVENT_LIST}; with a token, \`open\` for a pixel token and \`click\` for a link token`,
      example: "bounce",
    }),
  timestamp: z.iso
    .datetime({ offset: true, error: "must be an ISO-8601 date-time" })
    .optional()
    .meta({ description: "When it happened (default: now)", example: "2026-11-23T09:30:00Z" }),
  url: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .max(2048, { error: "must be at most 2048 characters" })
    .optional()
    .meta({ description: "The clicked link; only for click events" }),
  userAgent: optionalString(
    "The reader's user agent (browser, OS and device type are derived from it; kept to 512 characters)",
  ),
  ipAddress: z
    .string({ error: "must be a string" })
    .refine((value) => normalizeIp(value) !== null, { error: "must be an IPv4 or IPv6 address" })
    .optional()
    .meta({
      description: "The reader's IP address (city, region and country are derived from it)",
      example: "8.8.8.8",
    }),
  metadata: jsonObjectPayload("Free-form details (a bounce's diagnostic code, a reply's message id...)").optional(),
})
  .superRefine((body, context) => {
    if (body.token !== undefined) {
      const extra = (["emailId", "timestamp", "url", "userAgent", "ipAddress", "metadata"] as const).filter(
        (key) => body[key] !== undefined,
      );
      for (const key of extra) context.addIssue({ code: "custom", path: [key], message: "not allowed with token" });
    } else if (body.emailId === undefined) {
      context.addIssue({ code: "custom", path: ["emailId"], message: "is required" });
    }
    if (body.url !== undefined && body.event !== "click")
      context.addIssue({ code: "custom", path: ["url"], message: "only allowed for click events" });
  })
  .meta({ id: "TrackBody" });

export const TrackingEntrySchema = EmailTrackingSchema.extend({
  metadata: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: "Free-form JSON; for flagged hits, `automatedReason`" }),
}).meta({ id: "TrackingEntry" });
