import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { WEBHOOK_EVENT_NAMES } from "@/lib/events/domain-events";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { listWebhooks } from "@/lib/services/webhooks/list-webhooks";
import { CreatedWebhookSchema, CreateWebhookBodySchema, WebhookSchema, webhooksQuery } from "@/lib/validation/webhooks";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listWebhooks({ teamId: principal.teamId, ...query }), {
  method: "GET",
  path: "/webhooks",
  summary: "List webhooks",
  description: "The team's webhooks, oldest first. Secrets are never returned.",
  tags: ["Webhooks"],
  permission: "webhooks:read",
  query: webhooksQuery,
  response: paginatedSchema(WebhookSchema),
});

export const POST = withApi(
  ({ principal, body, ip }) => createWebhook({ ...body, teamId: principal.teamId, actor: auditActor(principal, ip) }),
  {
    method: "POST",
    path: "/webhooks",
    summary: "Create a webhook",
    description:
      `Subscribes \`url\` to \`events\` (at least one of ${WEBHOOK_EVENT_NAMES.join(", ")}). Each event is POSTed as JSON ` +
      "`{ type, timestamp, data }` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 " +
      "HMAC-SHA256 of id.timestamp.body keyed with the UTF-8 bytes of secret>`). A 2xx answer within 10 s is success; anything else " +
      "(redirects included) is retried after about 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then the delivery is FAILED. A webhook " +
      "failing for 5 days in a row is turned off. `url` must be http(s) without credentials; a host on a private or loopback " +
      "address is refused (400) unless the server allows private targets. The secret (at least 16 characters) is stored encrypted " +
      "and returned only in this response.",
    tags: ["Webhooks"],
    permission: "webhooks:write",
    body: CreateWebhookBodySchema,
    response: CreatedWebhookSchema,
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
