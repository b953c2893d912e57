import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { getApiKey, revokeApiKey, updateApiKey } from "@/lib/services/api-keys";
import type { UpdateApiKeyBody } from "@/lib/validation/api-keys";
import {
  getApiKeyOperation,
  updateApiKeyOperation,
  updateApiKeyPutOperation,
  revokeApiKeyOperation,
} from "@/lib/api/operations/api-keys";

export const GET = withApi(
  ({ principal, params }) => getApiKey({ teamId: principal.teamId, id: params.id }),
  getApiKeyOperation,
);

const update = ({
  principal,
  params,
  body,
  ip,
}: HandlerContext<UpdateApiKeyBody, undefined, { id: string }, "required">) =>
  updateApiKey({
    ...body,
    teamId: principal.teamId,
    id: params.id,
    grantorPermissions: principal.permissions,
    actor: auditActor(principal, ip),
  });

export const PATCH = withApi(update, updateApiKeyOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateApiKeyPutOperation);

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    revokeApiKey({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  revokeApiKeyOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
