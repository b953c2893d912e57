import { withApi, methodsNotAllowed } from "@/lib/api";
import { createResendEmails, withResendErrors } from "@/lib/services/emails";
import { idempotent } from "@/lib/services/idempotency";
import { sendResendEmailBatchOperation } from "@/lib/api/operations/emails";

export const POST = withResendErrors(
  withApi(
    (context) =>
      idempotent(context, "POST /emails/batch", 200, () =>
        createResendEmails({ teamId: context.principal.teamId, emails: context.body }),
      ),
    sendResendEmailBatchOperation,
  ),
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
