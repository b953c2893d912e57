import { withApi, methodsNotAllowed } from "@/lib/api";
import { idempotent } from "@/lib/services/idempotency";
import { createEmail } from "@/lib/services/emails";
import { sendEmailOperation } from "@/lib/api/operations/emails";

export const POST = withApi(
  (context) =>
    idempotent(context, "POST /email", 200, () => createEmail({ ...context.body, teamId: context.principal.teamId })),
  sendEmailOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
