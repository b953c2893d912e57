import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { SMTP_PRESETS, SMTP_PROVIDERS } from "@/lib/mail/smtp-presets";
import { bodyObject, requiredString, someFieldGiven, teamResourceMeta, timestamp } from "./common";
import { WarmupBodySchema, WarmupSchema } from "./sending-routes";
import { eventProviderAnswerFields, eventProviderIssues, eventProviderFields } from "./provider-events";

// SMTP configurations (docs/interface.md section 2, SMTPConfig; docs/contract.md sections 1, 6, 12). Messages follow
// the field name in the error envelope's `details` ("port": "must be an integer from 1 to 65535").

/** No CR or LF: these values end up in SMTP commands and mail headers. */
export const singleLine = (schema: z.ZodString) => schema.regex(/^[^\r\n]*$/, { error: "must be a single line" });

// Plain patterns rather than node:net, so that forms in the browser can use these schemas too.
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/i;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

export const host = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, { error: "is required" })
  .refine((value) => HOSTNAME.test(value) || IPV4.test(value) || IPV6.test(value.replace(/^\[(.*)\]$/, "$1")), {
    error: "must be a host name or IP address",
  })
  .transform((value) =>
    value
      .replace(/^\[(.*)\]$/, "$1")
      .replace(/\.$/, "")
      .toLowerCase(),
  )
  .meta({
    description: "SMTP server host name or IP address; omitted: the provider's preset",
    example: "smtp.gmail.com",
  });

export const port = z
  .number({ error: "must be an integer from 1 to 65535" })
  .int({ error: "must be an integer from 1 to 65535" })
  .min(1, { error: "must be an integer from 1 to 65535" })
  .max(65535, { error: "must be an integer from 1 to 65535" })
  .meta({
    description: "465 means implicit TLS; others use STARTTLS when `supportsTls`. Omitted: the provider's preset (587)",
    example: 587,
  });

const provider = z
  .enum(SMTP_PROVIDERS, { error: `must be one of ${SMTP_PROVIDERS.join(", ")}` })
  .meta({ description: "Fills host, port and TLS when those are omitted", example: "GMAIL" });

const name = singleLine(
  z.string({ error: "must be a string" }).trim().max(100, { error: "must be at most 100 characters" }),
)
  .transform((value) => value || undefined)
  .meta({ description: "A label for people; omitted or empty: the host", example: "Marketing relay" });

const username = singleLine(
  z.string({ error: "must be a string" }).trim().max(255, { error: "must be at most 255 characters" }),
).meta({
  description: "SMTP AUTH user name (required when `requiresAuth`)",
  example: "news@acme.com",
});

const password = z
  .string({ error: "must be a string" })
  .min(8, { error: "must be at least 8 characters" })
  .max(1024, { error: "must be at most 1024 characters" })
  .meta({
    description: "SMTP AUTH password. Write-only: stored encrypted, never returned",
    example: "app-password-1234",
    writeOnly: true,
  });

const fromEmail = requiredString()
  .trim()
  .pipe(z.email({ error: "must be a valid email address" }).max(254, { error: "must be at most 254 characters" }))
  .meta({ description: "Sender address of mail sent through this config", example: "news@acme.com" });

const fromName = singleLine(
  z.string({ error: "must be a string" }).trim().max(100, { error: "must be at most 100 characters" }),
)
  .transform((value) => value || null)
  .nullable()
  .meta({ example: "Acme News" });

const maxSendRate = z
  .number({ error: "must be an integer of at least 1" })
  .int({ error: "must be an integer of at least 1" })
  .min(1, { error: "must be an integer of at least 1" })
  .max(10_000, { error: "must be at most 10000" })
  .meta({ description: "Messages per second, for all workers together (default 10)", example: 10 });

const flag = (description: string) => z.boolean({ error: "must be true or false" }).meta({ description });

const flags = {
  isActive: flag("Inactive configs send nothing").optional(),
  isDefault: flag("The team's default config for sending; exactly one config is the default").optional(),
  requiresAuth: flag("Log in with username and password (default true)").optional(),
  supportsTls: flag(
    "Encrypt the connection: implicit TLS on port 465, required STARTTLS elsewhere (default: the preset's, true)",
  ).optional(),
};

export const CreateSmtpConfigBodySchema = bodyObject({
  name: name.optional(),
  provider: provider.default("CUSTOM"),
  host: host.optional(),
  port: port.optional(),
  username: username.optional(),
  password: password.optional(),
  fromEmail,
  fromName: fromName.optional(),
  maxSendRate: maxSendRate.optional(),
  ...flags,
  ...eventProviderFields,
  warmup: WarmupBodySchema.optional(),
})
  .superRefine((body, context) => {
    for (const [field, message] of Object.entries(eventProviderIssues(body)))
      context.addIssue({ code: "custom", path: [field], message });
    if (body.host === undefined && !SMTP_PRESETS[body.provider].host)
      context.addIssue({ code: "custom", path: ["host"], message: "is required" });
    if (body.requiresAuth === false) return;
    if (!body.username) context.addIssue({ code: "custom", path: ["username"], message: "is required" });
    if (body.password === undefined) context.addIssue({ code: "custom", path: ["password"], message: "is required" });
  })
  .meta({ id: "CreateSmtpConfigBody" });

export const UpdateSmtpConfigBodySchema = bodyObject({
  name: name.optional(),
  provider: provider.optional(),
  host: host.optional(),
  port: port.optional(),
  username: username.optional(),
  password: password
    .optional()
    .meta({ description: "A new password; omitted: the stored one is kept", writeOnly: true }),
  fromEmail: fromEmail.optional(),
  fromName: fromName.optional(),
  maxSendRate: maxSendRate.optional(),
  ...flags,
  ...eventProviderFields,
  warmup: WarmupBodySchema.optional(),
})
  .refine(...someFieldGiven())
  .meta({ id: "UpdateSmtpConfigBody" });

export type CreateSmtpConfigBody = z.infer<typeof CreateSmtpConfigBodySchema>;
export type UpdateSmtpConfigBody = z.infer<typeof UpdateSmtpConfigBodySchema>;

export const smtpConfigsQuery = paginationQuery;

export const SmtpTestBodySchema = bodyObject({
  to: requiredString()
    .trim()
    .pipe(z.email({ error: "must be a valid email address" }).max(254, { error: "must be at most 254 characters" }))
    .meta({ description: "Where to send the test message", example: "me@acme.com" }),
}).meta({ id: "SmtpTestBody" });

const SMTP_CHECK_STAGES = ["dns", "connect", "tls", "auth", "send"] as const;
export type SmtpCheckStage = (typeof SMTP_CHECK_STAGES)[number];

export const SmtpConfigSchema = z
  .object({
    ...teamResourceMeta,
    name: z.string(),
    provider: z.enum(SMTP_PROVIDERS),
    host: z.string(),
    port: z.number().int(),
    username: z.string(),
    fromEmail: z.string(),
    fromName: z.string().nullable(),
    maxSendRate: z.number().int().meta({ description: "Messages per second" }),
    isActive: z.boolean(),
    isDefault: z.boolean(),
    requiresAuth: z.boolean(),
    supportsTls: z.boolean(),
    lastVerifiedAt: timestamp().nullable().meta({ description: "When POST /smtp/{id}/verify last succeeded" }),
    ...eventProviderAnswerFields,
    warmup: WarmupSchema.meta({
      description: "The warm-up schedule with today's cap and count and the ramp beside what was sent; null: none",
    }),
  })
  .meta({ id: "SmtpConfig", description: "The password is write-only and never returned" });

export const SmtpVerifyResultSchema = z.object({ ok: z.literal(true) }).meta({ id: "SmtpVerifyResult" });
export const SmtpTestResultSchema = z
  .object({ ok: z.literal(true), messageId: z.string().meta({ description: "Message-ID of the test message" }) })
  .meta({ id: "SmtpTestResult" });
