import { withApi, methodsNotAllowed } from "@/lib/api";
import { listDeliveries } from "@/lib/services/webhooks";
import { listWebhookDeliveriesOperation } from "@/lib/api/operations/webhooks";

export const GET = withApi(
  ({ principal, params, query }) => listDeliveries({ ...query, teamId: principal.teamId, id: params.id }),
  listWebhookDeliveriesOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
