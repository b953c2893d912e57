import { z } from "zod";
import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { ATTACHMENT_BODY_LIMIT } from "@/lib/validation/attachments";
import { idempotent } from "@/lib/services/idempotency/with-idempotency-key";
import { createResendEmail } from "@/lib/services/emails/create-resend-email";
import { listEmails } from "@/lib/services/emails/list-emails";
import { withResendErrors } from "@/lib/services/emails/resend-errors";
import { EmailSchema, emailsQuery, ResendEmailBodySchema } from "@/lib/validation/emails";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listEmails({ ...query, teamId: principal.teamId }), {
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

export const POST = withResendErrors(
  withApi(
    (context) =>
      idempotent(context, "POST /emails", 200, () =>
        createResendEmail({ ...context.body, teamId: context.principal.teamId }),
      ),
    {
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
    },
  ),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
