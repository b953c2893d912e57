import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { createApiKey, listApiKeys } from "@/lib/services/api-keys";
import { listApiKeysOperation, createApiKeyOperation } from "@/lib/api/operations/api-keys";

export const GET = withApi(
  ({ principal, query }) => listApiKeys({ teamId: principal.teamId, pagination: query }),
  listApiKeysOperation,
);

export const POST = withApi(
  ({ principal, body, ip }) =>
    createApiKey({
      ...body,
      teamId: principal.teamId,
      actor: auditActor(principal, ip),
      createdById: principal.kind === "user" ? principal.userId : null,
      grantorPermissions: principal.permissions,
    }),
  createApiKeyOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
