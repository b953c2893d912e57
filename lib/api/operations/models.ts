import { defineOperation, putSynonymOf } from "./define-operation";
import { ModelSchema, modelsQuery, CreateModelBodySchema, UpdateModelBodySchema } from "@/lib/validation/models";
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
    "An OpenAI-compatible chat completions endpoint for EMAIL_WRITER automation nodes: requests go to `{baseUrl}/chat/completions` " +
    "with `model` and the `apiKey` as a Bearer token. `baseUrl` must be http or https (400 otherwise) and, unless the server allows " +
    "private targets, not resolve to a private address. The key is stored encrypted and never returned.",
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
