import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { createResendEmails } from "@/lib/services/emails/create-resend-email";
import { withResendErrors } from "@/lib/services/emails/resend-errors";
import { idempotent } from "@/lib/services/idempotency/with-idempotency-key";
import { ATTACHMENT_BODY_LIMIT } from "@/lib/validation/attachments";
import { ResendBatchBodySchema, ResendBatchResultSchema } from "@/lib/validation/emails";

export const POST = withResendErrors(
  withApi(
    (context) =>
      idempotent(context, "POST /emails/batch", 200, () =>
        createResendEmails({ teamId: context.principal.teamId, emails: context.body }),
      ),
    {
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
    },
  ),
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
