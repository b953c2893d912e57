import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { createWebhook, listWebhooks } from "@/lib/services/webhooks";
import { listWebhooksOperation, createWebhookOperation } from "@/lib/api/operations/webhooks";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const GET = serviceRoute(listWebhooks, listWebhooksOperation);

export const POST = serviceRoute(createWebhook, createWebhookOperation, audited);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
