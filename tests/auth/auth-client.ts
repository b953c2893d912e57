import { expect } from "vitest";
import type { RouteHandler } from "@/lib/api/with-api";
import { apiRequest, callRoute } from "../helpers/http";

// Route handlers are passed in rather than imported: some test files load app modules only after
// setting process.env (SYSTEM_SMTP_URL), which a static import here would pre-empt.

export const PASSWORD = "correct-horse-battery";

import { uniqueEmail } from "../helpers/unique";

export { uniqueEmail };

export async function post(
  handler: RouteHandler,
  path: string,
  json: unknown,
  options: { ip?: string; token?: string } = {},
) {
  const response = await callRoute(handler, apiRequest(path, { method: "POST", json, ...options }));
  return { status: response.status, body: await response.json(), response };
}

/** POSTs `rawBody` as it is, as `contentType` (JSON unless given): a body no JSON client would send. */
export async function postRaw(handler: RouteHandler, path: string, rawBody: string, contentType = "application/json") {
  const response = await callRoute(
    handler,
    apiRequest(path, { method: "POST", rawBody, headers: { "content-type": contentType } }),
  );
  return { status: response.status, body: await response.json() };
}

/** The fields of a session answer (sign-up, sign-in, a second factor, a changed password), sorted. */
export const SESSION_KEYS = ["access_token", "expires_in", "refresh_token", "team", "token_type", "user"];

export async function register(handler: RouteHandler, overrides: Record<string, unknown> = {}) {
  const input = {
    email: uniqueEmail(),
    password: PASSWORD,
    firstName: "Ada",
    lastName: "Lovelace",
    teamName: "Analytical Engines",
    ...overrides,
  };
  const result = await post(handler, "/auth/register", input);
  if (result.status !== 201) throw new Error(`register answered ${result.status}: ${JSON.stringify(result.body)}`);
  return { input, session: result.body };
}

/** The error envelope of docs/contract.md section 2 with its exact fields. */
export const errorEnvelope = (
  error: string,
  code: string,
  message: string,
  details?: Record<string, string | number>,
) => ({
  error,
  code,
  message,
  ...(details ? { details } : {}),
  timestamp: expect.any(String),
});

/** The 422 envelope: a request well formed but refused by a rule, with `message` saying which. */
export const unprocessable = (message: string, details?: Record<string, string | number>) =>
  errorEnvelope("unprocessable_entity", "UNPROCESSABLE", message, details);

/** The 400 for a body that is not valid JSON. */
export const MALFORMED_JSON = () =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Malformed JSON in request body", {
    body: "is not valid JSON",
  });
