import { withApi, methodsNotAllowed } from "@/lib/api";
import { sendTestWebhook } from "@/lib/services/webhooks";
import { testWebhookOperation } from "@/lib/api/operations/webhooks";

export const POST = withApi(
  ({ principal, params }) => sendTestWebhook({ teamId: principal.teamId, id: params.id }),
  testWebhookOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
