import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { createResendEmail } from "@/lib/services/emails/create-resend-email";
import { ResendEmailBodySchema } from "@/lib/validation/emails";
import type { ResolvedAttachment } from "@/lib/validation/attachments";

// SMTP submission (docs/contract.md section 17): a message handed over by an SMTP client is parsed with
// mailparser and sent through the Resend-compatible POST /emails pipeline (same validation, same
// Email row, same send job, DKIM and webhooks), so it appears in GET /emails like any other send.
// The envelope decides who receives it: RCPT TO addresses missing from To and Cc become Bcc.

/** Headers of the submitted message kept as custom headers (the pipeline writes the others). */
const KEPT_HEADER = /^(x-[\w-]+|in-reply-to|references|auto-submitted|precedence)$/i;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .flatMap((item) => (item.group ? item.group : [item]));

const formatted = (field: AddressObject | AddressObject[] | undefined) =>
  addresses(field)
    .filter((item) => item.address)
    .map((item) => (item.name ? `${item.name.replace(/[<>"\r\n]/g, "")} <${item.address}>` : item.address!));

function attachmentsOf(parsed: ParsedMail): ResolvedAttachment[] {
  return parsed.attachments.map((item, index) => ({
    filename: item.filename ?? `attachment-${index + 1}`,
    content: item.content,
    contentType: item.contentType,
    contentId: item.contentDisposition === "inline" && item.cid ? item.cid : null,
  }));
}

function customHeaders(parsed: ParsedMail): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    if (!KEPT_HEADER.test(key)) continue;
    // The raw line folded back into one: "Name: value".
    kept[line.slice(0, line.indexOf(":"))] = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
  }
  return kept;
}

export class RelayRejection extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parses and queues one submitted message; answers the Email id. Refusals are RelayRejection (5xx). */
export async function submitRelayMessage({
  teamId,
  raw,
  envelopeFrom,
  envelopeTo,
}: {
  teamId: string;
  raw: Buffer;
  envelopeFrom: string;
  envelopeTo: string[];
}) {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true });
  const to = formatted(parsed.to);
  const cc = formatted(parsed.cc);
  const visible = new Set([...to, ...cc].map((item) => (/<([^>]+)>$/.exec(item)?.[1] ?? item).toLowerCase()));
  const bcc = envelopeTo.filter((address) => !visible.has(address.toLowerCase()));
  const replyTo = formatted(parsed.replyTo);
  const body = ResendEmailBodySchema.safeParse({
    from: formatted(parsed.from)[0] ?? envelopeFrom,
    // A message with only Bcc recipients (no To header) goes to its envelope.
    to: to.length ? to : envelopeTo,
    cc: cc.length ? cc : undefined,
    bcc: to.length && bcc.length ? bcc : undefined,
    reply_to: replyTo.length ? replyTo : undefined,
    subject: parsed.subject?.trim() ? parsed.subject : "(no subject)",
    html: typeof parsed.html === "string" ? parsed.html : undefined,
    text: parsed.text ?? (typeof parsed.html === "string" ? undefined : ""),
    headers: customHeaders(parsed),
  });
  if (!body.success) {
    const problem = body.error.issues[0];
    throw new RelayRejection(550, `5.6.0 Message refused: ${problem.path.join(".") || "message"} ${problem.message}`);
  }
  return createResendEmail({ ...body.data, attachments: attachmentsOf(parsed), teamId });
}
