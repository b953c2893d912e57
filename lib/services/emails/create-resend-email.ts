import { createId } from "@paralleldrive/cuid2";
import { ApiError } from "@/lib/api/errors";
import { prepareMessage } from "@/lib/mail/prepare-message";
import { assertSenderDomain } from "@/lib/services/domains/assert-sender-domain";
import { htmlToText } from "@/lib/mail/render/html-to-text";
import type { ResolvedAttachment } from "@/lib/validation/attachments";
import { formatAddress, type ResendEmailBody } from "@/lib/validation/emails";
import { findRecipient } from "./find-recipient";
import { futureSendAt, queueEmail } from "./queue-email";
import { resolveAttachments } from "./resolve-attachments";
import { streamOfSend } from "@/lib/services/sending-routes/send-stream";
import { resolveSending } from "./resolve-smtp-config";

// The Resend-compatible POST /emails and /emails/batch (docs/contract.md sections 7 and 17), also the path of
// SMTP submission. Like Resend, one request is one message with one id, whatever the number of
// recipients: a single Email row whose `to` lists them all. It is transactional mail: not refused
// for suppressed addresses, not tracked (Resend tracks only when a domain turns it on), the HTML
// sent as given (no template language), and List-Unsubscribe added only when the one recipient is
// a contact of the team (docs/contract.md section 12).

/** Headers a caller may not set: the message's own, which the pipeline writes. */
const RESERVED_HEADERS = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "subject",
  "reply-to",
  "message-id",
  "date",
  "sender",
  "return-path",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "list-unsubscribe",
  "list-unsubscribe-post",
]);

function customHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).filter(([name]) => !RESERVED_HEADERS.has(name.toLowerCase())),
  );
}

/** A Resend body whose attachments are already bytes (SMTP submission hands those over). */
export type ResendEmailInput = Omit<ResendEmailBody, "attachments"> & {
  attachments?: ResendEmailBody["attachments"] | ResolvedAttachment[];
};

const isResolved = (list: NonNullable<ResendEmailInput["attachments"]>): list is ResolvedAttachment[] =>
  list.length > 0 && Buffer.isBuffer(list[0].content);

/** Everything checked and built, nothing written: a batch prepares all its emails before queueing any. */
async function prepareResendEmail(teamId: string, body: ResendEmailInput) {
  const sendAt = futureSendAt(body.scheduled_at, "scheduled_at");
  const { config, routeId } = await resolveSending({
    teamId,
    routeId: body.routeId,
    stream: streamOfSend({ stream: body.stream }),
  });
  const only = body.to.length === 1 ? await findRecipient({ teamId, address: body.to[0].address }) : null;
  const contact = only?.contact ?? null;
  const attachments =
    body.attachments && isResolved(body.attachments)
      ? body.attachments
      : await resolveAttachments(body.attachments as ResendEmailBody["attachments"]);

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
  const row = {
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
    // Transactional unless the body asks for the broadcast stream (docs/contract.md section 20).
    stream: body.stream ?? "transactional",
    smtpConfigId: config.id,
    routeId,
    contactId: contact?.id ?? null,
    sendAt,
  };
  return { row, attachments };
}

export async function createResendEmail({ teamId, ...body }: ResendEmailInput & { teamId: string }) {
  const { row, attachments } = await prepareResendEmail(teamId, body);
  const queued = await queueEmail(row, attachments);
  return { id: queued.id };
}

/**
 * Resend's batch: every email is checked and built first (an error names its index, e.g.
 * `details["2.from"]`, and nothing is sent), then each is queued. Answers the ids in order.
 */
export async function createResendEmails({ teamId, emails }: { teamId: string; emails: ResendEmailInput[] }) {
  const prepared = [];
  for (const [index, body] of emails.entries()) {
    try {
      prepared.push(await prepareResendEmail(teamId, body));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const details = error.details
        ? Object.fromEntries(Object.entries(error.details).map(([key, text]) => [`${index}.${key}`, text]))
        : { [String(index)]: error.message };
      throw new ApiError(error.status, error.error, error.code, `Email ${index}: ${error.message}`, details);
    }
  }
  const data = [];
  for (const { row, attachments } of prepared) data.push({ id: (await queueEmail(row, attachments)).id });
  return { data };
}
