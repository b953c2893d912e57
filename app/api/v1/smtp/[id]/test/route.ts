import { withApi } from "@/lib/api/with-api";
import { sendSmtpTest } from "@/lib/services/smtp/send-smtp-test";
import { idParams } from "@/lib/validation/common";
import { SmtpTestBodySchema, SmtpTestResultSchema } from "@/lib/validation/smtp";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params, body }) => sendSmtpTest({ teamId: principal.teamId, id: params.id, to: body.to }),
  {
    method: "POST",
    path: "/smtp/{id}/test",
    summary: "Send a test email through an SMTP configuration",
    description:
      "Sends a short message from the configuration's sender to `to`. 200 `{ ok: true, messageId }`; otherwise 422 " +
      "`SMTP_VERIFY_FAILED` with `details.stage` (`dns`, `connect`, `tls`, `auth`, or `send` when the server refuses the message) " +
      "and `details.reason`. Counts against the email sending rate limit (50 per minute).",
    tags: ["SMTP"],
    permission: "smtp:write",
    rateGroup: "email",
    params: idParams,
    body: SmtpTestBodySchema,
    successStatus: 200,
    response: SmtpTestResultSchema,
    errors: [404, 422],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
