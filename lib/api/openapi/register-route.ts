import type { ZodType } from "zod";
import { ErrorBodySchema, openApiRegistry, RateLimitErrorSchema } from "./registry";

export type RouteDoc = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  authenticated: boolean;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  successStatus: number;
  response?: ZodType;
  responseDescription?: string;
  /** Error statuses this route answers beyond the ones every route may (400, 429, 500). */
  errors?: number[];
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request data",
  401: "Authentication required",
  403: "Insufficient permissions",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  422: "Validation errors",
  500: "Server error",
};

const rateLimitHeaders = {
  "X-RateLimit-Limit": { schema: { type: "integer" as const }, description: "Requests allowed per window" },
  "X-RateLimit-Remaining": { schema: { type: "integer" as const }, description: "Requests left in the window" },
  "X-RateLimit-Reset": { schema: { type: "integer" as const }, description: "Unix time of the window reset" },
};

const errorResponse = (status: number) => ({
  description: ERROR_DESCRIPTIONS[status] ?? "Error",
  headers: rateLimitHeaders,
  content: { "application/json": { schema: ErrorBodySchema } },
});

export function registerRoute(doc: RouteDoc) {
  const statuses = new Set([400, 500, ...(doc.authenticated ? [401, 403] : []), ...(doc.errors ?? [])]);
  const responses: Record<string, object> = {
    [doc.successStatus]: {
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

  openApiRegistry.registerPath({
    method: doc.method.toLowerCase() as Lowercase<RouteDoc["method"]>,
    path: doc.path,
    summary: doc.summary,
    description: doc.description,
    tags: doc.tags,
    security: doc.authenticated ? [{ BearerAuth: [] }, { ApiKeyAuth: [] }] : [],
    request: {
      // The registry's types want object schemas; every params/query schema here is one.
      ...(doc.params ? { params: doc.params as never } : {}),
      ...(doc.query ? { query: doc.query as never } : {}),
      ...(doc.body ? { body: { required: true, content: { "application/json": { schema: doc.body } } } } : {}),
    },
    responses,
  });
}
