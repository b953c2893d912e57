import { withApi } from "@/lib/api/with-api";
import { createEmail } from "@/lib/services/emails/create-email";
import { SendEmailBodySchema, SendEmailResultSchema } from "@/lib/validation/emails";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, body }) => createEmail({ ...body, teamId: principal.teamId }), {
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
    "fields. Delivery happens in the background: GET /emails/{id} shows the outcome.",
  tags: ["Emails"],
  permission: "emails:send",
  rateGroup: "email",
  body: SendEmailBodySchema,
  successStatus: 200,
  response: SendEmailResultSchema,
  errors: [404, 422],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
