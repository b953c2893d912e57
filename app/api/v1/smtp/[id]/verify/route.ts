import { withApi } from "@/lib/api/with-api";
import { verifySmtpConfig } from "@/lib/services/smtp/verify-smtp-config";
import { idParams } from "@/lib/validation/common";
import { SmtpVerifyResultSchema } from "@/lib/validation/smtp";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => verifySmtpConfig({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/smtp/{id}/verify",
  summary: "Verify an SMTP configuration",
  description:
    "Connects to the server, upgrades to TLS (implicit on port 465, required STARTTLS elsewhere when `supportsTls`) and logs in " +
    "when `requiresAuth`, within about 20 seconds. 200 `{ ok: true }` and `lastVerifiedAt` set; otherwise 422 `SMTP_VERIFY_FAILED` " +
    "with `details.stage` (`dns`, `connect`, `tls` or `auth`) and `details.reason`.",
  tags: ["SMTP"],
  permission: "smtp:write",
  params: idParams,
  successStatus: 200,
  response: SmtpVerifyResultSchema,
  errors: [404, 422],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
