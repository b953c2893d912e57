import { withApi, methodsNotAllowed } from "@/lib/api";
import { sendSmtpTest } from "@/lib/services/smtp";
import { testSmtpConfigurationOperation } from "@/lib/api/operations/smtp";

export const POST = withApi(
  ({ principal, params, body }) => sendSmtpTest({ teamId: principal.teamId, id: params.id, to: body.to }),
  testSmtpConfigurationOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
