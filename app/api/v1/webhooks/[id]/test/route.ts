import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { sendTestWebhook } from "@/lib/services/webhooks";
import { testWebhookOperation } from "@/lib/api/operations/webhooks";

export const POST = serviceRoute(sendTestWebhook, testWebhookOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
