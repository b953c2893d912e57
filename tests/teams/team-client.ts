import type { RouteHandler } from "@/lib/api/with-api";
import { apiRequest, callRoute } from "../helpers/http";

// Nothing here imports app modules: the invite tests load them only after pointing
// SYSTEM_SMTP_URL at their own SMTP peer, which lib/env.ts reads once.

export { errorEnvelope, unprocessable } from "../auth/auth-client";

export { uniqueEmail } from "../helpers/unique";

type CallOptions = {
  method?: string;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

/** Calls a route handler; answers the status and the parsed JSON body. */
export async function call(
  handler: RouteHandler,
  path: string,
  { method = "GET", json, token, headers, params }: CallOptions = {},
) {
  const response = await callRoute(handler, apiRequest(path, { method, json, token, headers }), params);
  return { status: response.status, body: await response.json() };
}
