import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { bodyObject, namedTeamResourceMeta, requiredString, someFieldGiven } from "./common";

// AI models (docs/interface.md section 2, Model; docs/contract.md sections 6 and 24): the team's
// model endpoints, each spoken in its provider's own wire format, for the EMAIL_WRITER step and AI
// writing (POST /ai/write). The API key is write-only (stored AES-256-GCM).

/** The wire formats a model can speak (docs/contract.md section 24). */
export const MODEL_PROVIDERS = ["openai_compatible", "anthropic", "azure_openai"] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];
export const DEFAULT_AZURE_API_VERSION = "2024-10-21";

const line = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .regex(/^[^\r\n]*$/, { error: "must be a single line" });

const name = requiredString()
  .trim()
  .min(1, { error: "must not be empty" })
  .max(100, { error: "must be at most 100 characters" })
  .meta({ example: "GPT-4o mini" });

const description = z
  .string({ error: "must be a string" })
  .trim()
  .max(500, { error: "must be at most 500 characters" })
  .transform((value) => value || null)
  .nullable();

const provider = z.enum(MODEL_PROVIDERS, { error: `must be one of ${MODEL_PROVIDERS.join(", ")}` }).meta({
  description:
    "The wire format: `openai_compatible` (POST {baseUrl}/chat/completions, Authorization: Bearer), " +
    "`anthropic` (POST {baseUrl}/v1/messages, x-api-key, anthropic-version: 2023-06-01), " +
    "`azure_openai` (POST {baseUrl}/openai/deployments/{model}/chat/completions?api-version=..., api-key)",
  example: "openai_compatible",
});

const apiVersion = z
  .string({ error: "must be a string" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/, { error: "must be an API version like 2024-10-21 or 2025-04-01-preview" })
  .nullable()
  .meta({
    description: `Azure OpenAI's api-version (azure_openai only; default ${DEFAULT_AZURE_API_VERSION})`,
    example: DEFAULT_AZURE_API_VERSION,
  });

/** Azure needs an api-version (omitted: the default); other providers take none. */
export function apiVersionProblem(provider: ModelProvider, version: string | null | undefined): string | null {
  if (provider === "azure_openai") return version === null ? "is required for azure_openai" : null;
  return version ? "only applies to azure_openai" : null;
}

/** Only http(s): the server POSTs to paths under it, never file:, ftp: or javascript:. */
const modelBaseUrl = requiredString()
  .trim()
  .max(2048, { error: "must be at most 2048 characters" })
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    error: "must be an http or https URL",
  })
  .transform((value) => value.replace(/\/+$/, ""))
  .meta({
    description:
      "The API base: https://api.openai.com/v1 (openai_compatible), https://api.anthropic.com (anthropic), " +
      "https://<resource>.openai.azure.com (azure_openai)",
    example: "https://api.openai.com/v1",
  });

const modelName = line(200)
  .min(1, { error: "must not be empty" })
  .meta({ description: "Model identifier sent as `model` (Azure: the deployment name)", example: "gpt-4o-mini" });

const apiKey = z
  .string({ error: "must be a string" })
  .trim()
  .max(4096, { error: "must be at most 4096 characters" })
  .transform((value) => value || null)
  .nullable()
  .meta({
    description:
      "Sent as a Bearer token, x-api-key (anthropic) or api-key (azure_openai). Write-only: stored encrypted, " +
      "never returned; null or empty removes it",
    writeOnly: true,
    example: "sk-...",
  });

export const CreateModelBodySchema = bodyObject({
  name,
  description: description.optional(),
  provider: provider.default("openai_compatible"),
  baseUrl: modelBaseUrl,
  model: modelName,
  apiKey: apiKey.optional(),
  apiVersion: apiVersion.optional(),
})
  .superRefine((body, context) => {
    const problem = apiVersionProblem(body.provider, body.apiVersion);
    if (problem) context.addIssue({ code: "custom", path: ["apiVersion"], message: problem });
  })
  .transform((body) => ({
    ...body,
    apiVersion: body.provider === "azure_openai" ? (body.apiVersion ?? DEFAULT_AZURE_API_VERSION) : null,
  }))
  .meta({ id: "CreateModelBody" });

export const UpdateModelBodySchema = bodyObject({
  name: name.optional(),
  description: description.optional(),
  provider: provider.optional(),
  baseUrl: modelBaseUrl.optional(),
  model: modelName.optional(),
  apiKey: apiKey
    .optional()
    .meta({ description: "A new key; omitted: the stored one is kept; null removes it", writeOnly: true }),
  apiVersion: apiVersion.optional(),
})
  .refine(...someFieldGiven())
  .meta({ id: "UpdateModelBody" });

export type CreateModelBody = z.output<typeof CreateModelBodySchema>;
export type UpdateModelBody = z.output<typeof UpdateModelBodySchema>;

export const modelsQuery = paginationQuery;

export const ModelSchema = z
  .object({
    ...namedTeamResourceMeta,
    provider: z.enum(MODEL_PROVIDERS),
    baseUrl: z.string().nullable(),
    model: z.string().nullable(),
    apiVersion: z.string().nullable().meta({ description: "Azure OpenAI's api-version; null for other providers" }),
    hasApiKey: z.boolean().meta({ description: "Whether an API key is stored (the key itself is never returned)" }),
  })
  .meta({ id: "Model", description: "The API key is write-only and never returned" });
