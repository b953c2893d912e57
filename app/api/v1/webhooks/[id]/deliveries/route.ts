import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listDeliveries } from "@/lib/services/webhooks";
import { listWebhookDeliveriesOperation } from "@/lib/api/operations/webhooks";

export const GET = serviceRoute(listDeliveries, listWebhookDeliveriesOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
