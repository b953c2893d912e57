import { resourceOperations } from "./resource-operations";
import { defineOperation, putSynonymOf } from "./define-operation";
import {
  ApiKeySchema,
  CreatedApiKeySchema,
  CreateApiKeyBodySchema,
  UpdateApiKeyBodySchema,
} from "@/lib/validation/api-keys";
import { paginationQuery } from "@/lib/api/pagination";

const apiKeysOperations = resourceOperations({
  path: "/api-keys",
  tags: ["API Keys"],
  permissions: "api_keys",
  item: ApiKeySchema,
  one: "an API key",
  many: "API keys",
});

export const listApiKeysOperation = apiKeysOperations.list({
  description:
    "The team's API keys, newest first. The key itself is never shown again after creation; `keyPrefix` tells keys apart.",
  query: paginationQuery,
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

export const getApiKeyOperation = apiKeysOperations.get();

export const updateApiKeyOperation = apiKeysOperations.update({
  description:
    "Renames the key and/or replaces its permissions (a subset of the caller's, 403 otherwise). The key value does not change.",
  body: UpdateApiKeyBodySchema,
});

export const updateApiKeyPutOperation = putSynonymOf(updateApiKeyOperation);

export const revokeApiKeyOperation = apiKeysOperations.delete({
  summary: "Revoke an API key",
  description: "Revokes the key at once: its next request answers 401. Answers the revoked key (`isDeleted: true`).",
});
