import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { db } from "@/lib/db";
import { buildMessage } from "@/lib/mail/build-message";
import type { DkimSigningKey } from "@/lib/mail/dkim";

/** An Email row, or a batch row about to be written (its optional columns may be left out). */
export type StoredMessage = {
  from: string;
  to: string;
  subject: string;
  body: string;
  cc?: string | null;
  bcc?: string | null;
  replyTo?: string | null;
  text?: string | null;
  headers?: unknown;
  messageId?: string | null;
  /** An Email row's id and attachment count: its EmailAttachment rows are loaded when above 0. */
  id?: string;
  attachmentCount?: number;
};

type MailAttachment = NonNullable<SMTPTransport.MailOptions["attachments"]>[number];

/** The stored attachments of an email, in order; inline (CID) ones carry their Content-ID. */
async function attachmentsOf(email: StoredMessage): Promise<MailAttachment[] | undefined> {
  if (!email.id || !email.attachmentCount) return undefined;
  // Read as base64 text: the embedded database's Prisma adapter does not hand bytea back faithfully.
  const rows = await db.$queryRaw<
    { filename: string; contentType: string; contentId: string | null; content: string }[]
  >`
    SELECT "filename", "contentType", "contentId", encode("content", 'base64') AS "content"
    FROM "EmailAttachment" WHERE "emailId" = ${email.id} AND NOT "isDeleted" ORDER BY "position"`;
  return rows.map((row) => ({
    filename: row.filename,
    content: Buffer.from(row.content, "base64"),
    contentType: row.contentType,
    ...(row.contentId ? { cid: row.contentId, contentDisposition: "inline" as const } : {}),
  }));
}

/** What nodemailer sends for a stored, finished message (one place for the single and batch paths). */
export function toMailOptions(email: StoredMessage): SMTPTransport.MailOptions {
  return {
    from: email.from,
    to: email.to,
    cc: email.cc ?? undefined,
    bcc: email.bcc ?? undefined,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    // A text-only message (the Resend route allows one) has no HTML part at all.
    html: email.body || undefined,
    text: email.text ?? undefined,
    headers: (email.headers ?? {}) as Record<string, string>,
    messageId: email.messageId ?? undefined,
    // Left unset, nodemailer picks quoted-printable or base64 per part by counting Latin and
    // non-Latin characters with two regular expressions over the whole body: a tenth of the send
    // pipeline's CPU in its profile. Quoted-printable is what mail clients expect of text parts.
    textEncoding: "quoted-printable",
  };
}

/**
 * What both send paths hand nodemailer: the message built into one buffer first, DKIM-signed when
 * its From address is on one of the team's verified domains. Built by nodemailer
 * while it sends, a message reaches the socket as hundreds of small writes (headers, each encoded
 * line), each a system call and, with TCP_NODELAY, a packet; built first, it is written whole. The
 * envelope still comes from the addresses (Bcc recipients get it; the Bcc header is left out).
 */
export async function toRawMailOptions(
  email: StoredMessage,
  signingKey?: DkimSigningKey | null,
  /** The envelope sender (MAIL FROM), a VERP address (docs/contract.md section 20); default the From address. */
  returnPath?: string,
): Promise<SMTPTransport.MailOptions> {
  const options = { ...toMailOptions(email), attachments: await attachmentsOf(email) };
  const raw = await buildMessage(options, signingKey);
  const { from, to, cc, bcc } = options;
  // An envelope given replaces the one nodemailer derives from the addresses: it lists them all again.
  const envelope = returnPath
    ? { envelope: { from: returnPath, to: email.to, cc: email.cc ?? undefined, bcc: email.bcc ?? undefined } }
    : {};
  // The Message-ID is passed again so that nodemailer does not generate one for its bookkeeping.
  return { from, to, cc, bcc, messageId: options.messageId, raw, ...envelope };
}
