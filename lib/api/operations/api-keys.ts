import { defineOperation, putSynonymOf } from "./define-operation";
import {
  ApiKeySchema,
  CreatedApiKeySchema,
  CreateApiKeyBodySchema,
  UpdateApiKeyBodySchema,
} from "@/lib/validation/api-keys";
import { paginatedSchema, paginationQuery } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";

export const listApiKeysOperation = defineOperation({
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

export const createApiKeyOperation = defineOperation({
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
});

export const getApiKeyOperation = defineOperation({
  method: "GET",
  path: "/api-keys/{id}",
  summary: "Get an API key",
  tags: ["API Keys"],
  permission: "api_keys:read",
  params: idParams,
  response: ApiKeySchema,
  errors: [404],
});

export const updateApiKeyOperation = defineOperation({
  method: "PATCH",
  path: "/api-keys/{id}",
  summary: "Update an API key",
  description:
    "Renames the key and/or replaces its permissions (a subset of the caller's, 403 otherwise). The key value does not change.",
  tags: ["API Keys"],
  permission: "api_keys:write",
  params: idParams,
  body: UpdateApiKeyBodySchema,
  response: ApiKeySchema,
  errors: [404],
});

export const updateApiKeyPutOperation = putSynonymOf(updateApiKeyOperation);

export const revokeApiKeyOperation = defineOperation({
  method: "DELETE",
  path: "/api-keys/{id}",
  summary: "Revoke an API key",
  description: "Revokes the key at once: its next request answers 401. Answers the revoked key (`isDeleted: true`).",
  tags: ["API Keys"],
  permission: "api_keys:delete",
  params: idParams,
  response: ApiKeySchema,
  errors: [404],
});
