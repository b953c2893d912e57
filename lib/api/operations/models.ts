import { defineOperation, putSynonymOf } from "./define-operation";
import { ModelSchema, modelsQuery, CreateModelBodySchema, UpdateModelBodySchema } from "@/lib/validation/models";
import { ModelTestResultSchema } from "@/lib/validation/ai";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";

export const listAiModelsOperation = defineOperation({
  method: "GET",
  path: "/models",
  summary: "List AI models",
  description:
    "The team's AI model configurations, oldest first. API keys are never returned (`hasApiKey` tells whether one is set).",
  tags: ["Automations"],
  permission: "models:read",
  query: modelsQuery,
  response: paginatedSchema(ModelSchema),
});

export const createAiModelOperation = defineOperation({
  method: "POST",
  path: "/models",
  summary: "Create an AI model",
  description:
    "A model endpoint for EMAIL_WRITER steps and AI writing (POST /ai/write), spoken in its provider's own wire format " +
    "through the provider's SDK: `openai_compatible` POSTs `{baseUrl}/chat/completions` with `Authorization: Bearer <apiKey>`; " +
    "`anthropic` POSTs `{baseUrl}/v1/messages` with `x-api-key` and `anthropic-version: 2023-06-01`; `azure_openai` POSTs " +
    "`{baseUrl}/openai/deployments/{model}/chat/completions?api-version=<apiVersion>` with `api-key` (`apiVersion` defaults to " +
    "2024-10-21; null answers 400; other providers take none). Requests time out after MODEL_TIMEOUT_MS and 429/5xx answers are " +
    "retried with backoff. `baseUrl` must be http or https (400 otherwise) and must not resolve to a private address unless the " +
    "server lists the host in MODEL_ALLOWED_HOSTS (or allows private targets). The key is stored encrypted and never returned.",
  tags: ["Automations"],
  permission: "models:write",
  body: CreateModelBodySchema,
  response: ModelSchema,
});

export const getAiModelOperation = defineOperation({
  method: "GET",
  path: "/models/{id}",
  summary: "Get an AI model",
  tags: ["Automations"],
  permission: "models:read",
  params: idParams,
  response: ModelSchema,
  errors: [404],
});

export const updateAiModelOperation = defineOperation({
  method: "PATCH",
  path: "/models/{id}",
  summary: "Update an AI model",
  description: "Partial update. An omitted `apiKey` keeps the stored one; `null` or an empty string removes it.",
  tags: ["Automations"],
  permission: "models:write",
  params: idParams,
  body: UpdateModelBodySchema,
  response: ModelSchema,
  errors: [404],
});

export const updateAiModelPutOperation = putSynonymOf(updateAiModelOperation);

export const deleteAiModelOperation = defineOperation({
  method: "DELETE",
  path: "/models/{id}",
  summary: "Delete an AI model",
  description:
    "Soft delete. EMAIL_WRITER nodes that named it use the team's first remaining model, or their fallback template.",
  tags: ["Automations"],
  permission: "models:delete",
  params: idParams,
  response: ModelSchema,
  errors: [404],
});

export const testAiModelOperation = defineOperation({
  method: "POST",
  path: "/models/{id}/test",
  summary: "Test an AI model",
  description:
    "Sends one short prompt in the model's wire format and answers the latency and the model's answer. A failure answers 422 " +
    "`MODEL_TEST_FAILED` (never 5xx) with `details.reason`: `auth_refused` (401/403), `rate_limited` (429 after the retries), " +
    "`timeout`, `bad_answer` (malformed or empty), `unreachable`, `http_error` (another status, a redirect), `private_host` (a " +
    "private address not in MODEL_ALLOWED_HOSTS) or `not_configured` (an Azure model without a key); the message says what " +
    "happened. The test's tokens count against the plan's monthly AI token cap (403 `PLAN_LIMIT_REACHED` once reached).",
  tags: ["Automations"],
  permission: "models:write",
  params: idParams,
  successStatus: 200,
  response: ModelTestResultSchema,
  errors: [403, 404, 422],
});
