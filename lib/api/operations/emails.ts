import { z } from "zod";
import { resourceOperations } from "./resource-operations";
import { defineOperation } from "./define-operation";
import {
  SendEmailResultSchema,
  SendEmailBodySchema,
  EmailSchema,
  emailsQuery,
  EmailDetailSchema,
  emailDetailQuery,
  ResendBatchBodySchema,
  ResendBatchResultSchema,
  ResendEmailBodySchema,
} from "@/lib/validation/emails";
import { ATTACHMENT_BODY_LIMIT } from "@/lib/validation/attachments";
import { paginatedSchema } from "@/lib/api/pagination";
import { SmtpRelaySchema } from "@/lib/validation/smtp-relay";
import { CapturedEmailSchema, outboxQuery, CapturedEmailDetailSchema } from "@/lib/validation/outbox";

const emailsOperations = resourceOperations({
  path: "/emails",
  tags: ["Emails"],
  permissions: "emails",
  item: EmailDetailSchema,
  one: "an email",
  many: "emails",
});
const outboxOperations = resourceOperations({
  path: "/outbox",
  tags: ["Emails"],
  permissions: "emails",
  item: CapturedEmailDetailSchema,
  one: "a captured message",
  many: "captured messages",
});

export const sendEmailOperation = defineOperation({
  method: "POST",
  path: "/email",
  summary: "Send an email",
  description:
    "Queues one marketing email, from a template (`templateId`, rendered with Liquid over `data` and the team's contact with the `to` " +
    "address) or from `subject` + `html`. It goes through `smtpConfigId` or the team's default SMTP configuration (none: 422), from " +
    "`from` or that configuration's sender, with an open pixel and rewritten links unless `track: false` or the team's tracking " +
    "settings are off, and `List-Unsubscribe` when the recipient is a contact. `scheduleAt` (ISO-8601, future) sends later. " +
    "422 when the template uses variables without a value (listed in `details`), when the recipient unsubscribed, bounced or " +
    "complained, or when `scheduleAt` has passed; 404 for an unknown template; 400 for invalid addresses and line breaks in header " +
    "fields. `attachments` (`{ filename, content (base64) | path (public URL), contentType?, contentId? }`, 40 MB per email, 422 beyond) are sent with the message; a `contentId` makes an inline image. Delivery happens in the background: GET /emails/{id} shows the outcome. Send an `Idempotency-Key` header (1-256 characters) to make retries safe: the same key with the same body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) and sends nothing; with another body 409 `IDEMPOTENCY_KEY_REUSED`; while the first is still running a duplicate waits for its answer (409 `IDEMPOTENCY_KEY_IN_PROGRESS` after 15 s). Failed requests do not keep the key.",
  tags: ["Emails"],
  permission: "emails:send",
  rateGroup: "email",
  body: SendEmailBodySchema,
  bodyLimit: ATTACHMENT_BODY_LIMIT,
  successStatus: 200,
  response: SendEmailResultSchema,
  errors: [404, 409, 413, 422],
});

export const listEmailsOperation = defineOperation({
  method: "GET",
  path: "/emails",
  summary: "List emails",
  description:
    "The team's emails (single and campaign mail), newest first, filtered by `status` and `q` (recipient or subject).",
  tags: ["Emails"],
  permission: "emails:read",
  query: emailsQuery,
  response: paginatedSchema(EmailSchema),
});

export const sendResendEmailOperation = defineOperation({
  method: "POST",
  path: "/emails",
  summary: "Send an email (Resend-compatible)",
  description:
    'Resend\'s `POST /emails`: point the `resend` SDK here (`new Resend(key, { baseUrl: "<app>/api/v1" })` or `RESEND_BASE_URL`) ' +
    "with a Sendwell API key as the bearer token. One message, one id, whatever the number of recipients (`to` takes up to 50). " +
    "Sent through the team's default SMTP configuration, as given (no template language, no tracking); `text` defaults to a " +
    "conversion of `html`; `List-Unsubscribe` is added when the one recipient is a contact of the team. `scheduled_at` takes " +
    "ISO-8601 only. `attachments` (`{ filename, content (base64) | path (public URL), contentType?, contentId? }`; a `contentId` makes an inline image for `cid:` references) may total 40 MB per email (422 `invalid_attachment` beyond; a body over 56 MB is 413). Errors take Resend's shape `{ statusCode, name, message }` " +
    "(`validation_error`, `missing_required_field`, `missing_api_key`, `invalid_api_key`, `restricted_api_key`, " +
    "`rate_limit_exceeded`, `application_error`, and for `Idempotency-Key` `invalid_idempotency_key`, `invalid_idempotent_request`, `concurrent_idempotent_requests`). Send an `Idempotency-Key` header (1-256 characters) to make retries safe: the same key with the same body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) and sends nothing; with another body 409 `IDEMPOTENCY_KEY_REUSED`; while the first is still running a duplicate waits for its answer (409 `IDEMPOTENCY_KEY_IN_PROGRESS` after 15 s). Failed requests do not keep the key.",
  tags: ["Emails"],
  permission: "emails:send",
  rateGroup: "email",
  body: ResendEmailBodySchema,
  bodyLimit: ATTACHMENT_BODY_LIMIT,
  successStatus: 200,
  response: z.object({ id: z.string() }).meta({ id: "ResendEmailResult" }),
  errors: [404, 409, 413, 422],
});

export const getEmailOperation = emailsOperations.get({
  description:
    "Status (QUEUED, SCHEDULED, SENDING, SENT, FAILED, BOUNCED, CANCELLED), `error` when it failed, `sentAt`, `messageId`, " +
    "the HTML, text and headers as sent, and `events`: its tracking entries, newest first, a page at a time " +
    "(`?eventsPage` from 1, `?eventsLimit` at most 100, default 50; `eventsPagination` gives page, limit and total).",
  query: emailDetailQuery,
});

export const sendResendEmailBatchOperation = defineOperation({
  method: "POST",
  path: "/emails/batch",
  summary: "Send up to 100 emails (Resend-compatible batch)",
  description:
    "Resend's `POST /emails/batch` (the `resend` SDK's `batch.send`): an array of 1 to 100 bodies of `POST /emails`, each one " +
    "message with its own id; answers `{ data: [{ id }] }` in the order given. Validation is strict (Resend's default " +
    "`x-batch-validation: strict`; `permissive` is treated the same): when any email is invalid nothing is sent and the error " +
    'names it by index (`details["2.to"]`, Resend\'s message "Invalid request: `2.to` ..."). Attachments count 40 MB per ' +
    "email. `Idempotency-Key` works as on `POST /emails` (the whole array is the body). Errors take Resend's shape.",
  tags: ["Emails"],
  permission: "emails:send",
  rateGroup: "email",
  body: ResendBatchBodySchema,
  bodyLimit: ATTACHMENT_BODY_LIMIT,
  successStatus: 200,
  response: ResendBatchResultSchema,
  errors: [404, 409, 413, 422],
});

export const getSmtpRelaySettingsOperation = defineOperation({
  method: "GET",
  path: "/smtp-relay",
  summary: "SMTP relay connection settings",
  description:
    "How an app submits mail over SMTP (docs/contract.md section 17): host, port, whether STARTTLS is offered, the username (`sendwell`; the " +
    "password is an API key with `emails:send`), the size limit and the per-key rate. `enabled: false` when the server runs " +
    "without `SMTP_RELAY_PORT`.",
  tags: ["Emails"],
  permission: "emails:read",
  response: SmtpRelaySchema,
});

export const listOutboxOperation = defineOperation({
  method: "GET",
  path: "/outbox",
  summary: "List captured messages",
  description:
    "Messages received by the built-in capture SMTP server (`SMTP_CAPTURE_PORT`, local use), newest first, filtered by `q` " +
    "(subject or recipient). A message is listed to the team whose email carries its Message-ID; a SUPER_ADMIN sees all of them, " +
    "system mail (invites, resets) included.",
  tags: ["Emails"],
  permission: "emails:read",
  query: outboxQuery,
  response: paginatedSchema(CapturedEmailSchema),
});

export const getOutboxMessageOperation = outboxOperations.get({
  description:
    "One message received by the capture server, parsed as a mail client would: addresses, subject, Date, Message-ID, the HTML " +
    "and text parts, every header in order, attachments (name, type, size) and the raw source. Another team's message: 404.",
});
