import { resourceOperations } from "./resource-operations";
import { putSynonymOf } from "./define-operation";
import { ModelSchema, modelsQuery, CreateModelBodySchema, UpdateModelBodySchema } from "@/lib/validation/models";
import { ModelTestResultSchema } from "@/lib/validation/ai";

const modelsOperations = resourceOperations({
  path: "/models",
  tags: ["Automations"],
  permissions: "models",
  item: ModelSchema,
  one: "an AI model",
  many: "AI models",
});

export const listAiModelsOperation = modelsOperations.list({
  description:
    "The team's AI model configurations, oldest first. API keys are never returned (`hasApiKey` tells whether one is set).",
  query: modelsQuery,
});

export const createAiModelOperation = modelsOperations.create({
  description:
    "A model endpoint for EMAIL_WRITER steps and AI writing (POST /ai/write), spoken in its provider's own wire format " +
    "through the provider's SDK: `openai_compatible` POSTs `{baseUrl}/chat/completions` with `Authorization: Bearer <apiKey>`; " +
    "`anthropic` POSTs `{baseUrl}/v1/messages` with `x-api-key` and `anthropic-version: 2023-06-01`; `azure_openai` POSTs " +
    "`{baseUrl}/openai/deployments/{model}/chat/completions?api-version=<apiVersion>` with `api-key` (`apiVersion` defaults to " +
    "2024-10-21; null answers 400; other providers take none). Requests time out after MODEL_TIMEOUT_MS and 429/5xx answers are " +
    "retried with backoff. `baseUrl` must be http or https (400 otherwise) and must not resolve to a private address unless the " +
    "server lists the host in MODEL_ALLOWED_HOSTS (or allows private targets). The key is stored encrypted and never returned.",
  body: CreateModelBodySchema,
});

export const getAiModelOperation = modelsOperations.get();

export const updateAiModelOperation = modelsOperations.update({
  description: "Partial update. An omitted `apiKey` keeps the stored one; `null` or an empty string removes it.",
  body: UpdateModelBodySchema,
});

export const updateAiModelPutOperation = putSynonymOf(updateAiModelOperation);

export const deleteAiModelOperation = modelsOperations.delete({
  description:
    "Soft delete. EMAIL_WRITER nodes that named it use the team's first remaining model, or their fallback template.",
});

export const testAiModelOperation = modelsOperations.action("POST", "test", "write", {
  summary: "Test an AI model",
  description:
    "Sends one short prompt in the model's wire format and answers the latency and the model's answer. A failure answers 422 " +
    "`MODEL_TEST_FAILED` (never 5xx) with `details.reason`: `auth_refused` (401/403), `rate_limited` (429 after the retries), " +
    "`timeout`, `bad_answer` (malformed or empty), `unreachable`, `http_error` (another status, a redirect), `private_host` (a " +
    "private address not in MODEL_ALLOWED_HOSTS) or `not_configured` (an Azure model without a key); the message says what " +
    "happened. The test's tokens count against the plan's monthly AI token cap (403 `PLAN_LIMIT_REACHED` once reached).",
  successStatus: 200,
  response: ModelTestResultSchema,
  errors: [403, 422],
});
