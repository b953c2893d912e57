import { env } from "@/lib/env";
import { DEFAULT_AZURE_API_VERSION, type ModelProvider } from "@/lib/validation/models";
import { checkModelHost } from "./model-hosts";
import { ModelCallError } from "./model-call-error";
import { toModelCallError } from "./sdk-errors";

// One completion from a team's AI model, in its provider's own wire format (docs/contract.md
// section 24), through the provider's official SDK: OpenAI-compatible chat completions (`openai`),
// Azure OpenAI deployments (`openai`'s AzureOpenAI) and Anthropic Messages (`@anthropic-ai/sdk`).
// Each request times out after MODEL_TIMEOUT_MS; 408/409/429/5xx answers, timeouts and dropped
// connections are tried again up to MODEL_MAX_RETRIES times with the SDKs' backoff (exponential
// from 0.5 s, honouring retry-after). Every request re-checks the host (MODEL_ALLOWED_HOSTS) and
// never follows a redirect. The SDKs read no environment variable: everything is passed in.

const ANTHROPIC_VERSION = "2023-06-01";

export type ModelConfig = {
  provider: ModelProvider;
  baseUrl: string;
  model: string;
  /** The plain key (opened by the caller), or null. */
  apiKey: string | null;
  apiVersion: string | null;
};

export type CompletionRequest = { system: string; prompt: string; maxTokens: number };

export type Completion = { text: string; inputTokens: number; outputTokens: number; latencyMs: number };

/** fetch for the SDKs: the host is checked before every attempt, and redirects are answered, not followed. */
const guardedFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  await checkModelHost(url.hostname);
  return fetch(input, { ...init, redirect: "manual" });
};

const clientOptions = () => ({
  timeout: env.MODEL_TIMEOUT_MS,
  maxRetries: env.MODEL_MAX_RETRIES,
  fetch: guardedFetch,
  logLevel: "off" as const,
});

/** Some OpenAI-compatible servers leave out `usage`: then about four characters make a token. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

// The SDKs load on the first call, not with this module: it sits under the models and automations
// services, which most processes and every test file load, and the two SDKs cost close to a
// second of start-up between them.
async function openAiChat(config: ModelConfig, request: CompletionRequest, signal: AbortSignal) {
  const { default: OpenAI, AzureOpenAI } = await import("openai");
  const common = { ...clientOptions(), organization: null, project: null, webhookSecret: null };
  const client =
    config.provider === "azure_openai"
      ? // {baseUrl}/openai/deployments/{model}/chat/completions?api-version=..., key as the api-key header.
        new AzureOpenAI({
          ...common,
          baseURL: `${config.baseUrl}/openai`,
          apiVersion: config.apiVersion ?? DEFAULT_AZURE_API_VERSION,
          apiKey: config.apiKey ?? undefined,
        })
      : new OpenAI({
          ...common,
          baseURL: config.baseUrl,
          adminAPIKey: null,
          // No key (a local server): the SDK wants one, so a placeholder whose header is then removed.
          apiKey: config.apiKey ?? "none",
          ...(config.apiKey ? {} : { defaultHeaders: { authorization: null } }),
        });
  const answer = await client.chat.completions.create(
    {
      model: config.model,
      max_tokens: request.maxTokens,
      messages: [
        { role: "system", content: request.system },
        { role: "user", content: request.prompt },
      ],
    },
    { signal },
  );
  const content = (answer as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message
    ?.content;
  if (typeof content !== "string")
    throw new ModelCallError("bad_answer", "the model's answer has no choices[0].message.content");
  const usage = (answer as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } }).usage;
  return {
    text: content,
    inputTokens:
      typeof usage?.prompt_tokens === "number" ? usage.prompt_tokens : estimateTokens(request.system + request.prompt),
    outputTokens: typeof usage?.completion_tokens === "number" ? usage.completion_tokens : estimateTokens(content),
  };
}

async function anthropicMessages(config: ModelConfig, request: CompletionRequest, signal: AbortSignal) {
  const { default: Anthropic } = await import("@anthropic-ai/sdk");
  const client = new Anthropic({
    ...clientOptions(),
    baseURL: config.baseUrl,
    // The key goes as x-api-key, the version the contract names; no Authorization header.
    apiKey: "",
    webhookKey: null,
    defaultHeaders: {
      authorization: null,
      "anthropic-version": ANTHROPIC_VERSION,
      ...(config.apiKey ? { "x-api-key": config.apiKey } : {}),
    },
  });
  const answer = await client.messages.create(
    {
      model: config.model,
      max_tokens: request.maxTokens,
      system: request.system,
      messages: [{ role: "user", content: request.prompt }],
    },
    { signal },
  );
  const blocks = (answer as { content?: unknown } | null)?.content;
  if (!Array.isArray(blocks)) throw new ModelCallError("bad_answer", "the model's answer has no content blocks");
  const text = blocks
    .filter(
      (block): block is { type: "text"; text: string } => block?.type === "text" && typeof block.text === "string",
    )
    .map((block) => block.text)
    .join("");
  const usage = (answer as { usage?: { input_tokens?: unknown; output_tokens?: unknown } }).usage;
  return {
    text,
    inputTokens:
      typeof usage?.input_tokens === "number" ? usage.input_tokens : estimateTokens(request.system + request.prompt),
    outputTokens: typeof usage?.output_tokens === "number" ? usage.output_tokens : estimateTokens(text),
  };
}

/** The model's answer text and tokens, or throws ModelCallError with the reason. */
export async function complete(config: ModelConfig, request: CompletionRequest): Promise<Completion> {
  const started = performance.now();
  const attempts = env.MODEL_MAX_RETRIES + 1;
  if (config.provider === "azure_openai" && !config.apiKey) {
    throw new ModelCallError("not_configured", "an Azure OpenAI model needs an API key (sent as the api-key header)");
  }
  // A deadline over all attempts too: a server that sends headers and then stalls the body would
  // otherwise outlast the per-request timeout. Backoff waits are at most 8 s each.
  const deadline = AbortSignal.timeout(env.MODEL_TIMEOUT_MS * attempts + 8_000 * (attempts - 1));
  try {
    const call = config.provider === "anthropic" ? anthropicMessages : openAiChat;
    const { text, inputTokens, outputTokens } = await call(config, request, deadline);
    if (text.trim() === "") throw new ModelCallError("bad_answer", "the model gave an empty answer");
    return { text: text.trim(), inputTokens, outputTokens, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    throw await toModelCallError(error, env.MODEL_TIMEOUT_MS, attempts);
  }
}
