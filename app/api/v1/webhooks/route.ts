import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createWebhook, listWebhooks } from "@/lib/services/webhooks";
import { listWebhooksOperation, createWebhookOperation } from "@/lib/api/operations/webhooks";

export const GET = serviceRoute(listWebhooks, listWebhooksOperation);

export const POST = serviceRoute(createWebhook, createWebhookOperation, withActor(auditActor));

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
