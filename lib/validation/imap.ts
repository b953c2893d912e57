import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { bodyObject, requiredString, someFieldGiven, teamResourceMeta, timestamp } from "./common";
import { host as hostName, port as portNumber, singleLine } from "./smtp";

// IMAP configurations for inbound mail (docs/interface.md area IMAP; docs/contract.md sections 1, 6, 12, 14).

const host = hostName.meta({ description: "IMAP server host name or IP address", example: "imap.gmail.com" });
const port = portNumber.meta({ description: "993 for implicit TLS (`secure: true`), 143 otherwise", example: 993 });

const username = singleLine(
  requiredString().trim().min(1, { error: "is required" }).max(255, { error: "must be at most 255 characters" }),
).meta({
  description: "IMAP login",
  example: "bounces@acme.com",
});

const password = requiredString()
  .min(1, { error: "is required" })
  .max(1024, { error: "must be at most 1024 characters" })
  .meta({
    description: "IMAP password. Write-only: stored encrypted, never returned",
    example: "app-password-1234",
    writeOnly: true,
  });

/** IMAP mailbox names: any single line; "/" and "." nest per the server's delimiter. */
const mailboxName = (description: string, example: string) =>
  singleLine(
    requiredString().trim().min(1, { error: "is required" }).max(255, { error: "must be at most 255 characters" }),
  ).meta({ description, example });

const mailbox = mailboxName("Mailbox read for bounces, complaints and replies (default INBOX)", "INBOX");
const processedMailbox = mailboxName(
  "Handled messages are moved here (it must exist); omitted or null: they stay where they are",
  "Processed",
).nullable();

const secure = z
  .boolean({ error: "must be true or false" })
  .meta({ description: "Implicit TLS from the first byte (port 993). false: STARTTLS when the server offers it" });
const isActive = z
  .boolean({ error: "must be true or false" })
  .meta({ description: "Active configs are synced every minute" });

export const CreateImapConfigBodySchema = bodyObject({
  host,
  port: port.default(993),
  secure: secure.default(true),
  username,
  password,
  mailbox: mailbox.default("INBOX"),
  processedMailbox: processedMailbox.optional(),
  isActive: isActive.default(true),
}).meta({ id: "CreateImapConfigBody" });

const UPDATABLE = ["host", "port", "secure", "username", "password", "mailbox", "processedMailbox", "isActive"];

export const UpdateImapConfigBodySchema = bodyObject({
  host: host.optional(),
  port: port.optional(),
  secure: secure.optional(),
  username: username.optional(),
  password: password
    .optional()
    .meta({ description: "A new password; omitted: the stored one is kept", writeOnly: true }),
  mailbox: mailbox.optional(),
  processedMailbox: processedMailbox.optional(),
  isActive: isActive.optional(),
})
  .refine(...someFieldGiven(UPDATABLE))
  .meta({ id: "UpdateImapConfigBody" });

export type CreateImapConfigBody = z.infer<typeof CreateImapConfigBodySchema>;
export type UpdateImapConfigBody = z.infer<typeof UpdateImapConfigBodySchema>;

export const imapConfigsQuery = paginationQuery;

const IMAP_CHECK_STAGES = ["dns", "connect", "tls", "auth", "mailbox"] as const;
export type ImapCheckStage = (typeof IMAP_CHECK_STAGES)[number];

const count = (description: string) => z.number().int().meta({ description });

export const ImapConfigSchema = z
  .object({
    ...teamResourceMeta,
    host: z.string(),
    port: z.number().int(),
    secure: z.boolean(),
    username: z.string(),
    mailbox: z.string(),
    processedMailbox: z.string().nullable(),
    isActive: z.boolean(),
    lastSyncAt: timestamp().nullable().meta({ description: "When the last sync finished" }),
    lastError: z.string().nullable().meta({ description: "What the last sync ran into (null when it succeeded)" }),
    lastUid: z.number().int().nullable().meta({ description: "UID of the last message handled (the checkpoint)" }),
    counts: z
      .object({
        bounces: count("Bounces recorded (DSNs and provider bounce messages)"),
        complaints: count("Spam complaints recorded (ARF reports)"),
        replies: count("Replies to Sendwell mail recorded (automatic replies included, flagged)"),
        unsubscribes: count("Mail to the List-Unsubscribe mailto address that unsubscribed a contact"),
        dmarcReports: count("DMARC aggregate reports stored (each report id once; see GET /domains/{id}/dmarc)"),
        ignored: count("Messages that were none of these, or about no email of the team"),
      })
      .meta({ id: "ImapConfigCounts" }),
  })
  .meta({ id: "ImapConfig", description: "The password is write-only and never returned" });

export const ImapVerifyResultSchema = z.object({ ok: z.literal(true) }).meta({ id: "ImapVerifyResult" });
export const ImapSyncResultSchema = z
  .object({ queued: z.literal(true), jobId: z.string().meta({ description: "Id of the queued sync job" }) })
  .meta({ id: "ImapSyncResult" });
