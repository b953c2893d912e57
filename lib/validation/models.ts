import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { bodyObject, requiredString, resourceMeta } from "./common";

// AI models (docs/interface.md section 2, Model; docs/contract.md section 6): OpenAI-compatible chat completions
// endpoints used by EMAIL_WRITER automation nodes. The API key is write-only (stored AES-256-GCM).

export const MODEL_PROVIDERS = [
  "openai",
  "openai_compatible",
  "azure_openai",
  "anthropic_compatible",
  "mistral",
  "groq",
  "ollama",
  "other",
] as const;

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

const provider = requiredString()
  .trim()
  .min(1, { error: "must not be empty" })
  .max(50, { error: "must be at most 50 characters" })
  .meta({ description: `Free text; common values: ${MODEL_PROVIDERS.join(", ")}`, example: "openai" });

/** Only http(s): the server POSTs {baseUrl}/chat/completions, never file:, ftp: or javascript:. */
const modelBaseUrl = requiredString()
  .trim()
  .max(2048, { error: "must be at most 2048 characters" })
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    error: "must be an http or https URL",
  })
  .transform((value) => value.replace(/\/+$/, ""))
  .meta({
    description: "OpenAI-compatible API base; requests go to {baseUrl}/chat/completions",
    example: "https://api.openai.com/v1",
  });

const modelName = line(200)
  .min(1, { error: "must not be empty" })
  .meta({ description: "Model identifier sent as `model`", example: "gpt-4o-mini" });

const apiKey = z
  .string({ error: "must be a string" })
  .trim()
  .max(4096, { error: "must be at most 4096 characters" })
  .transform((value) => value || null)
  .nullable()
  .meta({
    description: "Sent as a Bearer token. Write-only: stored encrypted, never returned; null or empty removes it",
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
}).meta({ id: "CreateModelBody" });

export const UpdateModelBodySchema = bodyObject({
  name: name.optional(),
  description: description.optional(),
  provider: provider.optional(),
  baseUrl: modelBaseUrl.optional(),
  model: modelName.optional(),
  apiKey: apiKey
    .optional()
    .meta({ description: "A new key; omitted: the stored one is kept; null removes it", writeOnly: true }),
})
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: "give at least one field to change",
  })
  .meta({ id: "UpdateModelBody" });

export type CreateModelBody = z.output<typeof CreateModelBodySchema>;
export type UpdateModelBody = z.output<typeof UpdateModelBodySchema>;

export const modelsQuery = paginationQuery;

export const ModelSchema = z
  .object({
    ...resourceMeta,
    teamId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    provider: z.string(),
    baseUrl: z.string().nullable(),
    model: z.string().nullable(),
    hasApiKey: z.boolean().meta({ description: "Whether an API key is stored (the key itself is never returned)" }),
  })
  .meta({ id: "Model", description: "The API key is write-only and never returned" });
