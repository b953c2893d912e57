import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { idempotent } from "@/lib/services/idempotency";
import { createResendEmail, listEmails, withResendErrors } from "@/lib/services/emails";
import { listEmailsOperation, sendResendEmailOperation } from "@/lib/api/operations/emails";

export const GET = serviceRoute(listEmails, listEmailsOperation);

export const POST = withResendErrors(
  withApi(
    (context) =>
      idempotent(context, "POST /emails", 200, () =>
        createResendEmail({ ...context.body, teamId: context.principal.teamId }),
      ),
    sendResendEmailOperation,
  ),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
