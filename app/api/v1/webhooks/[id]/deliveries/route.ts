import { withApi } from "@/lib/api/with-api";
import { listDeliveries } from "@/lib/services/webhooks/list-deliveries";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { listWebhookDeliveriesOperation } from "@/lib/api/operations/webhooks";

export const GET = withApi(
  ({ principal, params, query }) => listDeliveries({ ...query, teamId: principal.teamId, id: params.id }),
  listWebhookDeliveriesOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
