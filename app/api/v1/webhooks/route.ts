import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { createWebhook, listWebhooks } from "@/lib/services/webhooks";
import { listWebhooksOperation, createWebhookOperation } from "@/lib/api/operations/webhooks";

export const GET = withApi(
  ({ principal, query }) => listWebhooks({ teamId: principal.teamId, ...query }),
  listWebhooksOperation,
);

export const POST = withApi(
  ({ principal, body, ip }) => createWebhook({ ...body, teamId: principal.teamId, actor: auditActor(principal, ip) }),
  createWebhookOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
