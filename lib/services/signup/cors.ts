import type { RouteHandler } from "@/lib/api/with-api";

// The signup endpoint is embedded in any site (docs/contract.md section 7): open CORS, no credentials.
const SIGNUP_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
  "Access-Control-Max-Age": "86400",
} as const;

/** Adds the CORS headers to every answer of `handler`, errors and 429s included. */
export function withOpenCors(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    const response = await handler(request, context);
    for (const [name, value] of Object.entries(SIGNUP_CORS_HEADERS)) response.headers.set(name, value);
    return response;
  };
}

/** The preflight answer. */
export function corsPreflight(): Response {
  return new Response(null, { status: 204, headers: SIGNUP_CORS_HEADERS });
}
