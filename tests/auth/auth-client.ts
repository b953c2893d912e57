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
