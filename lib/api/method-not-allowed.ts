import { ApiError, errorBody } from "./errors";
import { jsonResponse } from "./json-response";
import { withApi, type RouteHandler } from "./with-api";

// docs/contract.md section 18: a method a route does not implement answers 405 with the JSON envelope and
// an `Allow` header, not Next.js's bare 405. Each route file exports the handlers for the methods
// it lacks (tests/security/method-not-allowed.test.ts walks every route file to keep it so):
//   export const { PUT, PATCH, DELETE, HEAD } = methodsNotAllowed(["GET", "POST"]);

export const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** What Next.js answers to OPTIONS for these handlers, and what a 405 names in `Allow`. */
export function allowHeader(implemented: readonly RouteMethod[]): string {
  const allowed = new Set<string>([...implemented, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return [...allowed].sort().join(", ");
}

/** Marks the stand-in handlers, so a test can tell them from a route's own. */
export const NOT_ALLOWED = Symbol.for("sendwell.methodNotAllowed");

export function methodsNotAllowed(implemented: readonly RouteMethod[]): Record<RouteMethod, RouteHandler> {
  const allow = allowHeader(implemented);
  const handler = withApi(
    async ({ request }) => {
      const error = new ApiError(
        405,
        "method_not_allowed",
        "METHOD_NOT_ALLOWED",
        `${request.method} is not allowed here. Allowed: ${allow}`,
      );
      return jsonResponse(errorBody(error), { status: 405, headers: { Allow: allow } });
    },
    { method: "GET", path: "/{path}", summary: "Method not allowed", tags: [], auth: "public" },
  );
  Object.assign(handler, { [NOT_ALLOWED]: true });
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handler])) as Record<RouteMethod, RouteHandler>;
}
