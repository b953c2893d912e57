import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { replayDeliveries } from "@/lib/services/webhooks";
import { replayWebhookDeliveriesOperation } from "@/lib/api/operations/webhooks";

export const POST = serviceRoute(replayDeliveries, replayWebhookDeliveriesOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
