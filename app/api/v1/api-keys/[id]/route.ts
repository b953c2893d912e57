import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { getApiKey } from "@/lib/services/api-keys/get-api-key";
import { revokeApiKey } from "@/lib/services/api-keys/revoke-api-key";
import { updateApiKey } from "@/lib/services/api-keys/update-api-key";
import { ApiKeySchema, UpdateApiKeyBodySchema, type UpdateApiKeyBody } from "@/lib/validation/api-keys";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = { path: "/api-keys/{id}", tags: ["API Keys"], params: idParams, response: ApiKeySchema, errors: [404] };

export const GET = withApi(({ principal, params }) => getApiKey({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get an API key",
  permission: "api_keys:read",
});

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
const updateSpec = {
  ...docs,
  summary: "Update an API key",
  description:
    "Renames the key and/or replaces its permissions (a subset of the caller's, 403 otherwise). The key value does not change.",
  permission: "api_keys:write",
  body: UpdateApiKeyBodySchema,
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update an API key (same as PATCH)" });

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    revokeApiKey({ teamId: principal.teamId, id: params.id, actor: auditActor(principal, ip) }),
  {
    ...docs,
    method: "DELETE",
    summary: "Revoke an API key",
    description: "Revokes the key at once: its next request answers 401. Answers the revoked key (`isDeleted: true`).",
    permission: "api_keys:delete",
  },
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
