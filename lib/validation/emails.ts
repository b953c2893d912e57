import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { EmailStatus, EmailStream, TrackingEvent } from "@/lib/generated/prisma/enums";
import { attachmentsField } from "./attachments";
import { bodyObject, refuse, resourceMeta, teamResourceMeta, timestamp } from "./common";
import { jsonObjectPayload } from "./json-payload";

// Single emails: POST /email (docs/interface.md section 4, docs/contract.md section 7), the Resend-compatible
// POST /emails, and the GET /emails log. Every value that ends up in a mail header is refused with
// a line break in it (header injection), with the field named in `details`.

const LINE_BREAK = /[\r\n]/;
const NO_LINE_BREAKS = "must not contain line breaks";
const emailFormat = z.email();

export type ParsedAddress = { name: string | null; address: string };

/** transactional or broadcast (docs/contract.md section 20): the queue and share of workers an email gets. */
const EMAIL_STREAMS = Object.values(EmailStream);

const streamField = z.enum(EmailStream, { error: `must be one of ${EMAIL_STREAMS.join(", ")}` });

/** A send body's `stream`: transactional unless it says broadcast. */
const sendStream = streamField.optional().meta({
  description:
    "transactional (default) or broadcast: broadcast mail goes through the queue and connections campaigns use, never ahead of transactional mail",
  example: "transactional",
});

/**
 * `ada@example.com` or `Ada Lovelace <ada@example.com>` (the name may be quoted). The address is
 * trimmed and lower-cased; null when it is not one address.
 */
export function parseAddress(raw: string): ParsedAddress | null {
  const match = /^\s*(?:(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>|([^<>\s"]+))\s*$/.exec(raw);
  if (!match) return null;
  const address = (match[3] ?? match[4]).toLowerCase();
  if (address.length > 254 || !emailFormat.safeParse(address).success) return null;
  const name = (match[1] ?? match[2] ?? "").trim();
  return { name: name || null, address };
}

/** RFC 5322 atext and spaces: a display name made of these needs no quotes. */
const PLAIN_NAME = /^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~]+$/;

/** The header form of an address; the name is quoted only when it has to be. */
export function formatAddress({ name, address }: ParsedAddress): string {
  if (!name) return address;
  return PLAIN_NAME.test(name) ? `${name} <${address}>` : `"${name.replace(/["\\]/g, "\\$&")}" <${address}>`;
}

function checkedAddress(value: string, context: z.RefinementCtx): ParsedAddress | typeof z.NEVER {
  if (LINE_BREAK.test(value)) return refuse(context, NO_LINE_BREAKS);
  const parsed = parseAddress(value);
  if (!parsed) return refuse(context, "must be a valid email address");
  return parsed;
}

const oneAddress = z.string({ error: "must be a string" }).transform(checkedAddress);

/** One address or several separated by commas (cc, bcc, replyTo). */
const addressList = z
  .union([z.string(), z.array(z.string())], { error: "must be an address or a list of addresses" })
  .transform((value, context) => {
    const items = (Array.isArray(value) ? value : value.split(",")).map((item) => item.trim()).filter(Boolean);
    if (items.length > 50) return refuse(context, "must list at most 50 addresses");
    const parsed: ParsedAddress[] = [];
    for (const item of items) {
      const address = checkedAddress(item, context);
      if (address === z.NEVER) return z.NEVER;
      parsed.push(address);
    }
    return parsed;
  });

const singleLine = (description: string) =>
  z
    .string({ error: "must be a string" })
    .refine((value) => !LINE_BREAK.test(value), { error: NO_LINE_BREAKS })
    .meta({ description });

export const SendEmailBodySchema = bodyObject({
  data: jsonObjectPayload("Template variables").optional(),
  to: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .transform(checkedAddress)
    .meta({ description: "The recipient: `ada@example.com` or `Ada <ada@example.com>`", example: "ada@example.com" }),
  cc: addressList.optional().meta({ description: "Comma-separated addresses", example: "boss@example.com" }),
  bcc: addressList.optional().meta({ description: "Comma-separated addresses" }),
  replyTo: addressList.optional().meta({ description: "Reply-To address(es)" }),
  subject: singleLine("Subject (Liquid); required without templateId")
    .max(998, { error: "must be at most 998 characters" })
    .optional(),
  html: z
    .string({ error: "must be a string" })
    .max(2 * 1024 * 1024, { error: "must be at most 2 MB" })
    .optional()
    .meta({ description: "HTML body (Liquid); required without templateId" }),
  templateId: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).optional().meta({
    description: "A template of the team; its subject and HTML are rendered with `data` and the recipient contact",
  }),
  scheduleAt: z.iso
    .datetime({ offset: true, error: "must be an ISO-8601 date and time, e.g. 2026-12-01T09:00:00Z" })
    .optional()
    .meta({ description: "Send later (ISO-8601); must be in the future", example: "2026-12-01T09:00:00Z" }),
  test: z
    .boolean({ error: "must be a boolean" })
    .optional()
    .meta({ description: "A test send: to `to` only (cc and bcc are ignored), left out of analytics" }),
  from: oneAddress.optional().meta({
    description: "Sender; default the SMTP configuration's fromName and fromEmail",
    example: "Acme <news@acme.com>",
  }),
  smtpConfigId: z
    .string({ error: "must be a string" })
    .min(1, { error: "must not be empty" })
    .optional()
    .meta({ description: "SMTP configuration to send through; default the team's default configuration" }),
  routeId: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).optional().meta({
    description:
      "Sending route to send through (404 when unknown); default the team's default route for the stream, else the default SMTP configuration",
  }),
  track: z.boolean({ error: "must be a boolean" }).optional().meta({
    description: "Open pixel and link rewriting (default true; the team's tracking settings can turn them off)",
  }),
  attachments: attachmentsField.optional(),
  stream: sendStream,
})
  .superRefine((body, context) => {
    if (body.templateId) return;
    if (body.subject === undefined || body.subject.trim() === "")
      context.addIssue({ code: "custom", path: ["subject"], message: "is required unless templateId is given" });
    if (body.html === undefined || body.html.trim() === "")
      context.addIssue({ code: "custom", path: ["html"], message: "is required unless templateId is given" });
  })
  .meta({ id: "SendEmailBody" });

export type SendEmailBody = z.output<typeof SendEmailBodySchema>;

export const SendEmailResultSchema = z
  .object({ id: z.string(), status: z.enum(["QUEUED", "SCHEDULED"]) })
  .meta({ id: "SendEmailResult" });

// ---------------------------------------------------------------- Resend-compatible POST /emails

const requiredField = (field: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? "is required" : `\`${field}\` has the wrong type`),
});

/** Resend's send-email body (what the `resend` SDK posts); unknown keys are ignored. */
export const ResendEmailBodySchema = bodyObject({
  from: z
    .string(requiredField("from"))
    .transform(checkedAddress)
    .meta({ description: "`email@example.com` or `Name <email@example.com>`" }),
  to: z
    .union([z.string(), z.array(z.string())], requiredField("to"))
    .pipe(addressList)
    .refine((list) => list.length > 0, { error: "is required" })
    .meta({ description: "One address or up to 50" }),
  subject: z
    .string(requiredField("subject"))
    .refine((value) => !LINE_BREAK.test(value), { error: NO_LINE_BREAKS })
    .refine((value) => value.trim() !== "", { error: "is required" }),
  html: z.string({ error: "must be a string" }).optional(),
  text: z.string({ error: "must be a string" }).optional(),
  cc: addressList.optional(),
  bcc: addressList.optional(),
  reply_to: addressList.optional(),
  headers: z
    .record(z.string(), z.string({ error: "header values must be strings" }), {
      error: "must be an object of header names to values",
    })
    .superRefine((headers, context) => {
      for (const [name, value] of Object.entries(headers)) {
        if (!/^[!-9;-~]+$/.test(name))
          context.addIssue({ code: "custom", message: `"${name.replace(/[\r\n]/g, " ")}" is not a valid header name` });
        else if (LINE_BREAK.test(value)) context.addIssue({ code: "custom", message: `${name}: ${NO_LINE_BREAKS}` });
      }
    })
    .optional(),
  scheduled_at: z.iso.datetime({ offset: true, error: "must be an ISO-8601 date and time" }).optional(),
  tags: z
    .array(
      z.object({
        name: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,256}$/, { error: "tag names may only hold ASCII letters, digits, _ and -" }),
        value: z
          .string()
          .regex(/^[A-Za-z0-9_-]{0,256}$/, { error: "tag values may only hold ASCII letters, digits, _ and -" })
          .optional(),
      }),
      { error: "must be an array of { name, value }" },
    )
    .optional(),
  attachments: attachmentsField.optional(),
  stream: sendStream,
  routeId: z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).optional().meta({
    description:
      "Sending route to send through (404 when unknown); default the team's default route for the stream, else the default SMTP configuration",
  }),
})
  .superRefine((body, context) => {
    if (body.html === undefined && body.text === undefined)
      context.addIssue({ code: "custom", path: ["html"], message: "is required (or `text`)" });
  })
  .meta({ id: "ResendEmailBody" });

export type ResendEmailBody = z.output<typeof ResendEmailBodySchema>;

/** Resend's `POST /emails/batch`: up to 100 emails; an invalid one names its index (`3.to`). */
export const ResendBatchBodySchema = z
  .array(ResendEmailBodySchema, { error: "must be an array of emails" })
  .min(1, { error: "must hold at least one email" })
  .max(100, { error: "must hold at most 100 emails" })
  .meta({ id: "ResendBatchBody" });

export const ResendBatchResultSchema = z
  .object({ data: z.array(z.object({ id: z.string() })) })
  .meta({ id: "ResendBatchResult" });

// ---------------------------------------------------------------- the email log

const STATUSES = Object.values(EmailStatus);

export const emailsQuery = paginationQuery.extend({
  status: z.enum(EmailStatus, { error: `must be one of ${STATUSES.join(", ")}` }).optional(),
  q: z.string().trim().max(200).optional().meta({ description: "Searches the recipient and the subject" }),
  stream: streamField.optional().meta({ description: "Only transactional or only broadcast mail" }),
});

export type EmailFilters = z.output<typeof emailsQuery>;

const nullableString = z.string().nullable();

export const EmailSchema = z
  .object({
    ...teamResourceMeta,
    from: z.string(),
    to: z.string(),
    cc: nullableString,
    bcc: nullableString,
    replyTo: nullableString,
    subject: z.string(),
    status: z.enum(EmailStatus),
    error: nullableString,
    test: z.boolean(),
    marketing: z.boolean(),
    stream: z.enum(EmailStream).meta({
      description: "transactional (the API, SMTP submission) or broadcast (campaigns, automations)",
    }),
    track: z.boolean(),
    messageId: nullableString,
    data: z.unknown().nullable(),
    tags: z.unknown().nullable(),
    attempts: z.number().int(),
    categoryId: nullableString,
    smtpConfigId: nullableString,
    campaignId: nullableString,
    contactId: nullableString,
    templateId: nullableString,
    sendAt: timestamp().nullable(),
    sentAt: timestamp().nullable(),
  })
  .meta({ id: "Email" });

export const EmailTrackingSchema = z
  .object({
    ...resourceMeta,
    emailId: z.string(),
    event: z.enum(TrackingEvent),
    timestamp: timestamp(),
    campaignId: nullableString,
    contactId: nullableString,
    browser: nullableString,
    os: nullableString,
    deviceType: nullableString,
    ipAddress: nullableString,
    city: nullableString,
    region: nullableString,
    country: nullableString,
    userAgent: nullableString,
    url: nullableString,
    isAutomated: z.boolean(),
    metadata: z.unknown().nullable().optional().meta({
      description:
        "Free-form details: for a bounce `{ kind, status, diagnosticCode, recipient }`, for a reply `{ subject, snippet, automatic }`, for a complaint `{ feedbackType, recipient }`",
    }),
  })
  .meta({ id: "EmailTracking" });

export const EmailDetailSchema = EmailSchema.extend({
  body: z.string().meta({ description: "The HTML as sent (tracking included)" }),
  text: nullableString,
  headers: z.record(z.string(), z.string()).nullable(),
  attachments: z
    .array(
      z.object({
        id: z.string(),
        filename: z.string(),
        contentType: z.string(),
        contentId: nullableString,
        size: z.number().int(),
      }),
    )
    .meta({
      description: "Files attached, in order (their bytes are not returned); a contentId marks an inline image",
    }),
  events: z
    .array(EmailTrackingSchema)
    .meta({ description: "Tracking entries, newest first, one page (`?eventsPage`, `?eventsLimit`)" }),
  eventsPagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
}).meta({ id: "EmailDetail" });

/** GET /emails/{id}: its tracking entries a page at a time (docs/contract.md section 26), limits as `?page&limit`. */
export const emailDetailQuery = z.object({
  eventsPage: paginationQuery.shape.page,
  eventsLimit: paginationQuery.shape.limit,
});
