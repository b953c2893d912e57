import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "./common";

// The Outbox: messages received by the built-in capture SMTP server (lib/mail/capture-server.ts),
// shown to the team whose Email row carries the same Message-ID.

export const outboxQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional().meta({ description: "Searches the subject and the recipients" }),
});

export type OutboxFilters = z.output<typeof outboxQuery>;

const nullableString = z.string().nullable();

export const CapturedEmailSchema = z
  .object({
    id: z.string(),
    from: z.string().meta({ description: "Envelope sender (MAIL FROM)", example: "news@acme.com" }),
    to: z
      .array(z.string())
      .meta({ description: "Envelope recipients (RCPT TO), cc and bcc included", example: ["ada@example.com"] }),
    subject: nullableString,
    messageId: nullableString.meta({ example: "<m1.abc@acme.com>" }),
    emailId: nullableString.meta({ description: "The Email row that sent it, when it is one of the team's" }),
    receivedAt: timestamp(),
  })
  .meta({ id: "CapturedEmail" });

const AddressListText = nullableString.meta({
  description: "Header value as a mail client shows it",
  example: "Ada Lovelace <ada@example.com>",
});

export const CapturedEmailDetailSchema = z
  .object({
    id: z.string(),
    from: AddressListText,
    to: AddressListText,
    cc: AddressListText,
    subject: nullableString,
    date: timestamp().nullable().meta({ description: "The Date header" }),
    messageId: nullableString,
    emailId: nullableString,
    receivedAt: timestamp(),
    envelope: z.object({ from: z.string(), to: z.array(z.string()) }),
    html: nullableString.meta({ description: "The HTML part, as received" }),
    text: nullableString.meta({ description: "The plain-text part" }),
    headers: z
      .array(z.object({ name: z.string(), value: z.string() }))
      .meta({ description: "Every header in order, unfolded" }),
    attachments: z.array(z.object({ filename: nullableString, contentType: z.string(), size: z.number().int() })),
    raw: z.string().meta({ description: "The message source (RFC 5322) as received" }),
  })
  .meta({ id: "CapturedEmailDetail" });
