import { ApiError } from "@/lib/api/errors";
import { ModelCallError } from "./model-call-error";

// Both SDKs throw the same family of errors (APIError with a status, connection errors, timeouts);
// here they become one ModelCallError with a fixed reason and a sentence naming what happened.

type SdkApiError = { status?: number; message: string; cause?: unknown; error?: unknown };
type Sdks = [typeof import("openai"), typeof import("@anthropic-ai/sdk")];

// Loaded when an error is to be read (complete.ts loads the SDKs on the first call, not at start-up).
const errorKinds = ([OpenAISdk, AnthropicSdk]: Sdks) => ({
  isApiError: (error: unknown): error is SdkApiError =>
    error instanceof OpenAISdk.APIError || error instanceof AnthropicSdk.APIError,
  isTimeout: (error: unknown) =>
    error instanceof OpenAISdk.APIConnectionTimeoutError || error instanceof AnthropicSdk.APIConnectionTimeoutError,
  isConnection: (error: unknown) =>
    error instanceof OpenAISdk.APIConnectionError || error instanceof AnthropicSdk.APIConnectionError,
  isAbort: (error: unknown) =>
    error instanceof OpenAISdk.APIUserAbortError ||
    error instanceof AnthropicSdk.APIUserAbortError ||
    (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError")),
});

/** The provider's own words, without the status the SDK puts first, kept short. */
function providerWords(error: SdkApiError): string {
  // The body's error message where the provider gave one ({ error: { message } } or { message }).
  const body = error.error as { error?: { message?: unknown }; message?: unknown } | undefined;
  const said = [body, body?.error?.message, body?.message].find((value) => typeof value === "string") as
    | string
    | undefined;
  const text = (said ?? error.message.replace(/^\d{3}\s+/, "")).trim();
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

/** The private-host refusal that the guarded fetch threw, wherever the SDK wrapped it. */
function refusalIn(error: unknown): ApiError | undefined {
  for (let cause: unknown = error, depth = 0; cause && depth < 4; depth += 1) {
    if (cause instanceof ApiError) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function toModelCallError(error: unknown, timeoutMs: number, attempts: number): Promise<ModelCallError> {
  if (error instanceof ModelCallError) return error;
  const { isApiError, isTimeout, isConnection, isAbort } = errorKinds(
    await Promise.all([import("openai"), import("@anthropic-ai/sdk")]),
  );
  const refusal = refusalIn(error);
  if (refusal) {
    return new ModelCallError(
      "private_host",
      `the model's host was refused: ${refusal.message} (list it in MODEL_ALLOWED_HOSTS to allow it)`,
    );
  }
  const tries = attempts === 1 ? "" : ` (${attempts} attempts)`;
  if (isTimeout(error) || isAbort(error)) {
    return new ModelCallError("timeout", `the model did not answer within ${timeoutMs / 1000} s${tries}`);
  }
  if (isApiError(error) && error.status !== undefined) {
    const { status } = error;
    const words = providerWords(error);
    if (status === 401 || status === 403) {
      return new ModelCallError("auth_refused", `the provider refused the API key (HTTP ${status}: ${words})`);
    }
    if (status === 429)
      return new ModelCallError(
        "rate_limited",
        `the provider is rate limiting the requests (HTTP 429${tries}: ${words})`,
      );
    if (status >= 300 && status < 400) {
      return new ModelCallError(
        "http_error",
        `the model answered HTTP ${status}, a redirect (redirects are not followed; check the base URL)`,
      );
    }
    if (status === 404)
      return new ModelCallError(
        "http_error",
        `the model answered HTTP 404 (check the base URL and the model name: ${words})`,
      );
    return new ModelCallError("http_error", `the model answered HTTP ${status}${status >= 500 ? tries : ""}: ${words}`);
  }
  if (isConnection(error)) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return new ModelCallError(
      "unreachable",
      `the model's host could not be reached${tries} (${cause?.code ?? cause?.message ?? "connection failed"})`,
    );
  }
  if (error instanceof SyntaxError) return new ModelCallError("bad_answer", "the model's answer is not valid JSON");
  return new ModelCallError(
    "bad_answer",
    `the model's answer could not be read (${error instanceof Error ? error.message : String(error)})`,
  );
}
