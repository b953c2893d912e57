import { withApi } from "@/lib/api/with-api";
import { ATTACHMENT_BODY_LIMIT } from "@/lib/validation/attachments";
import { idempotent } from "@/lib/services/idempotency/with-idempotency-key";
import { createEmail } from "@/lib/services/emails/create-email";
import { SendEmailBodySchema, SendEmailResultSchema } from "@/lib/validation/emails";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  (context) =>
    idempotent(context, "POST /email", 200, () => createEmail({ ...context.body, teamId: context.principal.teamId })),
  {
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
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
