import { createId } from "@paralleldrive/cuid2";
import { ApiError } from "@/lib/api/errors";
import { prepareMessage } from "@/lib/mail/prepare-message";
import { assertSenderDomain } from "@/lib/services/domains/assert-sender-domain";
import { htmlToText } from "@/lib/mail/render/html-to-text";
import { formatAddress, type ResendEmailBody } from "@/lib/validation/emails";
import { findRecipient } from "./find-recipient";
import { futureSendAt, queueEmail } from "./queue-email";
import { resolveSmtpConfig } from "./resolve-smtp-config";

// The Resend-compatible POST /emails (API.md section 7). Like Resend, one request is one message
// with one id, whatever the number of recipients: a single Email row whose `to` lists them all.
// It is transactional mail: not refused for suppressed addresses, not tracked (Resend tracks only
// when a domain turns it on), the HTML sent as given (no template language), and List-Unsubscribe
// added only when the one recipient is a contact of the team (API.md section 12).

/** Headers a caller may not set: the message's own, which the pipeline writes. */
const RESERVED_HEADERS = new Set([
  "from", "to", "cc", "bcc", "subject", "reply-to", "message-id", "date", "sender", "return-path",
  "mime-version", "content-type", "content-transfer-encoding", "list-unsubscribe", "list-unsubscribe-post",
]);

function customHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !RESERVED_HEADERS.has(name.toLowerCase())));
}

export async function createResendEmail({ teamId, ...body }: ResendEmailBody & { teamId: string }) {
  if (Array.isArray(body.attachments) ? body.attachments.length > 0 : body.attachments != null) {
    throw ApiError.unprocessable("Attachments are not supported yet: link to the file instead", { attachments: "are not supported" });
  }
  const sendAt = futureSendAt(body.scheduled_at, "scheduled_at");
  const config = await resolveSmtpConfig({ teamId });
  const only = body.to.length === 1 ? await findRecipient({ teamId, address: body.to[0].address }) : null;
  const contact = only?.contact ?? null;

  const id = createId();
  const from = formatAddress(body.from);
  await assertSenderDomain({ teamId, from, field: "from" });
  const html = body.html ?? "";
  const prepared = prepareMessage({
    emailId: id,
    html,
    text: body.text ?? (html ? htmlToText(html) : null),
    from,
    contactId: contact?.id,
    unsubscribeHeaders: true,
    trackOpens: false,
    trackClicks: false,
    headers: customHeaders(body.headers),
  });
  const list = (addresses: typeof body.cc) => (addresses?.length ? addresses.map(formatAddress).join(", ") : null);

  const queued = await queueEmail({
    id,
    teamId,
    from,
    to: body.to.map(formatAddress).join(", "),
    cc: list(body.cc),
    bcc: list(body.bcc),
    replyTo: list(body.reply_to),
    subject: body.subject,
    body: prepared.html,
    text: prepared.text,
    headers: prepared.headers,
    messageId: prepared.messageId,
    tags: body.tags,
    track: false,
    marketing: false,
    smtpConfigId: config.id,
    contactId: contact?.id ?? null,
    sendAt,
  });
  return { id: queued.id };
}
