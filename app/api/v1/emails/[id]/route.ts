import { withApi } from "@/lib/api/with-api";
import { getEmail } from "@/lib/services/emails/get-email";
import { idParams } from "@/lib/validation/common";
import { EmailDetailSchema } from "@/lib/validation/emails";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, params }) => getEmail({ teamId: principal.teamId, id: params.id }), {
  method: "GET",
  path: "/emails/{id}",
  summary: "Get an email",
  description:
    "Status (QUEUED, SCHEDULED, SENDING, SENT, FAILED, BOUNCED, CANCELLED), `error` when it failed, `sentAt`, `messageId`, " +
    "the HTML, text and headers as sent, and `events`: its tracking entries, newest first.",
  tags: ["Emails"],
  permission: "emails:read",
  params: idParams,
  response: EmailDetailSchema,
  errors: [404],
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
