import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createModel } from "@/lib/services/models/create-model";
import { listModels } from "@/lib/services/models/list-models";
import { CreateModelBodySchema, ModelSchema, modelsQuery } from "@/lib/validation/models";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listModels({ ...query, teamId: principal.teamId }), {
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

export const POST = withApi(({ principal, body }) => createModel({ ...body, teamId: principal.teamId }), {
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

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
