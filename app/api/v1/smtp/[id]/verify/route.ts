import { withApi, methodsNotAllowed } from "@/lib/api";
import { verifySmtpConfig } from "@/lib/services/smtp";
import { verifySmtpConfigurationOperation } from "@/lib/api/operations/smtp";

export const POST = withApi(
  ({ principal, params }) => verifySmtpConfig({ teamId: principal.teamId, id: params.id }),
  verifySmtpConfigurationOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
