import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { deleteWebhook, getWebhook, updateWebhook } from "@/lib/services/webhooks";
import type { UpdateWebhookBody } from "@/lib/validation/webhooks";
import {
  getWebhookOperation,
  updateWebhookOperation,
  updateWebhookPutOperation,
  deleteWebhookOperation,
} from "@/lib/api/operations/webhooks";

export const GET = withApi(
  ({ principal, params }) => getWebhook({ teamId: principal.teamId, id: params.id }),
  getWebhookOperation,
);

const update = ({
  principal,
  params,
  body,
  ip,
}: HandlerContext<UpdateWebhookBody, undefined, { id: string }, "required">) =>
  updateWebhook({ ...body, teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) });

export const PATCH = withApi(update, updateWebhookOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateWebhookPutOperation);

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    deleteWebhook({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  deleteWebhookOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
