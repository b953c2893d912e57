import { paginatedSchema, paginationQuery } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { listApiKeys } from "@/lib/services/api-keys/list-api-keys";
import { ApiKeySchema, CreateApiKeyBodySchema, CreatedApiKeySchema } from "@/lib/validation/api-keys";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listApiKeys({ teamId: principal.teamId, pagination: query }), {
  method: "GET",
  path: "/api-keys",
  summary: "List API keys",
  description:
    "The team's API keys, newest first. The key itself is never shown again after creation; `keyPrefix` tells keys apart.",
  tags: ["API Keys"],
  permission: "api_keys:read",
  query: paginationQuery,
  response: paginatedSchema(ApiKeySchema),
});

export const POST = withApi(
  ({ principal, body, ip }) =>
    createApiKey({
      ...body,
      teamId: principal.teamId,
      actor: auditActor(principal, ip),
      createdById: principal.kind === "user" ? principal.userId : null,
      grantorPermissions: principal.permissions,
    }),
  {
    method: "POST",
    path: "/api-keys",
    summary: "Create an API key",
    description:
      "Creates a key holding the chosen permissions, which must be a subset of the caller's (403 otherwise). " +
      "The answer carries the key (`sw_...`) this once: it is stored only as a hash. Send it as `X-API-KEY: <key>` " +
      "or `Authorization: Bearer <key>`. The plan caps the number of active keys (`api_access`; 403 `PLAN_LIMIT_REACHED`).",
    tags: ["API Keys"],
    permission: "api_keys:write",
    body: CreateApiKeyBodySchema,
    response: CreatedApiKeySchema,
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
