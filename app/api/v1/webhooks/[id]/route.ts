import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { deleteWebhook } from "@/lib/services/webhooks/delete-webhook";
import { getWebhook } from "@/lib/services/webhooks/get-webhook";
import { updateWebhook } from "@/lib/services/webhooks/update-webhook";
import { idParams } from "@/lib/validation/common";
import { UpdateWebhookBodySchema, WebhookSchema, type UpdateWebhookBody } from "@/lib/validation/webhooks";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = { path: "/webhooks/{id}", tags: ["Webhooks"], params: idParams, response: WebhookSchema, errors: [404] };

export const GET = withApi(({ principal, params }) => getWebhook({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a webhook",
  permission: "webhooks:read",
});

const update = ({
  principal,
  params,
  body,
  ip,
}: HandlerContext<UpdateWebhookBody, undefined, { id: string }, "required">) =>
  updateWebhook({ ...body, teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) });
const updateSpec = {
  ...docs,
  summary: "Update a webhook",
  description:
    "Partial update. An omitted `secret` keeps the stored one. `isActive: true` also clears an automatic disable " +
    "(`disabledAt`, `disabledReason`, `failingSince`).",
  permission: "webhooks:write",
  body: UpdateWebhookBodySchema,
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update a webhook (same as PATCH)" });

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    deleteWebhook({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  {
    ...docs,
    method: "DELETE",
    summary: "Delete a webhook",
    description: "Soft delete. Nothing more is delivered to it, pending retries included; its delivery log is kept.",
    permission: "webhooks:delete",
  },
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
