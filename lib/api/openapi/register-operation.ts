import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { type ApiOperation, authModeOf, type HttpMethod, successStatusOf } from "../operations/define-operation";
import { ErrorBodySchema, RateLimitErrorSchema } from "./registry";

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request data",
  401: "Authentication required",
  403: "Insufficient permissions",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  422: "Validation errors",
  500: "Server error",
  503: "The database is unreachable or too busy; try again after Retry-After seconds",
  507: "No room left to store the upload (nothing was kept)",
};

const rateLimitHeaders = {
  "X-RateLimit-Limit": { schema: { type: "integer" as const }, description: "Requests allowed per window" },
  "X-RateLimit-Remaining": { schema: { type: "integer" as const }, description: "Requests left in the window" },
  "X-RateLimit-Reset": { schema: { type: "integer" as const }, description: "Unix time of the window reset" },
};

const retryAfterHeader = {
  "Retry-After": { schema: { type: "integer" as const }, description: "Seconds to wait before trying again" },
};

const errorResponse = (status: number) => ({
  description: ERROR_DESCRIPTIONS[status] ?? "Error",
  headers: status === 503 ? { ...rateLimitHeaders, ...retryAfterHeader } : rateLimitHeaders,
  content: { "application/json": { schema: ErrorBodySchema } },
});

function requestBody(doc: ApiOperation) {
  if (doc.requestContent) {
    const content = Object.fromEntries(Object.entries(doc.requestContent).map(([type, schema]) => [type, { schema }]));
    return { body: { required: true, content } };
  }
  return doc.body ? { body: { required: true, content: { "application/json": { schema: doc.body } } } } : {};
}

/** Adds one operation to the document's registry, with the error answers every route shares. */
export function registerOperation(registry: OpenAPIRegistry, doc: ApiOperation) {
  const authenticated = authModeOf(doc) !== "public";
  const statuses = new Set([400, 500, 503, ...(authenticated ? [401, 403] : []), ...(doc.errors ?? [])]);
  const responses: Record<string, object> = {
    [successStatusOf(doc)]: {
      description: doc.responseDescription ?? "Success",
      headers: rateLimitHeaders,
      ...(doc.response ? { content: { "application/json": { schema: doc.response } } } : {}),
    },
    429: {
      description: "Rate limit exceeded",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: RateLimitErrorSchema } },
    },
  };
  for (const status of [...statuses].sort()) responses[status] = errorResponse(status);

  registry.registerPath({
    method: doc.method.toLowerCase() as Lowercase<HttpMethod>,
    path: doc.path,
    summary: doc.summary,
    description: doc.description,
    tags: doc.tags,
    security: authenticated ? [{ BearerAuth: [] }, { ApiKeyAuth: [] }] : [],
    request: {
      // The registry's types want object schemas; every params/query schema here is one.
      ...(doc.params ? { params: doc.params as never } : {}),
      ...(doc.query ? { query: doc.query as never } : {}),
      // The registry's types want zod schemas; a multipart form is documented as a JSON schema.
      ...(requestBody(doc) as object),
    },
    responses,
  });
}
