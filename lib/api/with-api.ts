import type { NextRequest } from "next/server";
import { authenticate } from "@/lib/auth/authenticate";
import type { Principal } from "@/lib/auth/principal";
import { logger } from "@/lib/logging/logger";
import { observeHttpRequest } from "@/lib/metrics/metrics";
import { REQUEST_ID_HEADER } from "@/lib/logging/request-id";
import { recordApiUsage } from "./record-api-usage";
import { assertFeature, assertPermission } from "./authorize";
import { clientIp } from "./client-ip";
import { ApiError, errorBody } from "./errors";
import { toApiError } from "./error-mapping";
import { jsonResponse } from "./json-response";
import { type ApiOperation, type AuthMode, authModeOf, successStatusOf } from "./operations/define-operation";
import { parseInput, searchParamsToObject } from "./parse-input";
import { readJsonBody } from "./read-body";
import {
  getRateLimiter,
  groupFor,
  rateLimitExceededBody,
  rateLimitHeaders,
  type RateLimitDecision,
  teamLimitFor,
} from "./rate-limit";

export type HandlerContext<B, Q, P, A extends AuthMode> = {
  request: NextRequest;
  body: B;
  query: Q;
  params: P;
  principal: A extends "required" ? Principal : Principal | null;
  ip: string;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: NextRequest, context: RouteContext) => Promise<Response>;

function withHeaders(response: Response, decision: RateLimitDecision | null): Response {
  if (decision)
    for (const [name, value] of Object.entries(rateLimitHeaders(decision))) response.headers.set(name, value);
  return response;
}

function rateLimitKey(principal: Principal | null, ip: string) {
  return principal ? `${principal.kind}:${principal.id}` : `ip:${ip}`;
}

/**
 * The request pipeline of docs/ARCHITECTURE.md: credential -> team -> rate limit -> permission and plan
 * -> zod parse -> handler -> error envelope. Rate limiting runs before an auth failure is answered
 * so that 401s carry the headers too and guessing credentials is throttled by IP. `spec` is the
 * route's operation (lib/api/operations): only the ones listed in lib/api/operations/index.ts are
 * documented, so a stand-in such as the JSON 404 catch-all stays out of the OpenAPI document.
 */
export function withApi<B = undefined, Q = undefined, P = undefined, A extends AuthMode = "required">(
  handler: (context: HandlerContext<B, Q, P, A>) => Promise<unknown>,
  spec: ApiOperation<B, Q, P, A>,
): RouteHandler {
  const auth = authModeOf(spec);
  const successStatus = successStatusOf(spec);
  // The metrics label is the route's template, never the raw path: ids would make a series each.
  const metricsRoute = `/api/v1${spec.path}`;

  const serve: RouteHandler = async (request, context) => {
    const ip = clientIp(request);
    let decision: RateLimitDecision | null = null;
    let principal: Principal | null = null;
    try {
      let authFailure: unknown = null;
      if (auth !== "public") {
        principal = await authenticate(request).catch((error: unknown) => {
          authFailure = error;
          return null;
        });
      }

      const pathname = new URL(request.url).pathname;
      const group = spec.rateGroup ?? groupFor(request.method, pathname);
      decision = await getRateLimiter().consume({
        key: rateLimitKey(principal, ip),
        method: request.method,
        path: pathname,
        group,
        // The team's own limit for its users and keys (docs/contract.md section 25).
        limit: principal ? await teamLimitFor(principal.teamId, group).catch(() => undefined) : undefined,
      });
      if (!decision.allowed) {
        const response = jsonResponse(rateLimitExceededBody(decision), {
          status: 429,
          headers: { "Retry-After": String(decision.retryAfter) },
        });
        return withHeaders(response, decision);
      }

      if (authFailure) throw authFailure;
      if (auth === "required" && !principal) throw ApiError.unauthorized();
      if (principal) {
        assertPermission(principal, spec.permission);
        await assertFeature(principal, spec.feature, request.method);
      }

      const params = parseInput(spec.params, await context.params, "path");
      const query = parseInput(spec.query, searchParamsToObject(request.nextUrl.searchParams), "query");
      const body = spec.body
        ? parseInput(spec.body, await readJsonBody(request, spec.bodyLimit), "body")
        : (undefined as B);

      const result = await handler({ request, body, query, params, principal, ip } as HandlerContext<B, Q, P, A>);
      const response = result instanceof Response ? result : jsonResponse(result ?? {}, { status: successStatus });
      return withHeaders(response, decision);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status >= 500) {
        logger.error(
          {
            err: error,
            requestId: request.headers.get(REQUEST_ID_HEADER),
            method: request.method,
            route: metricsRoute,
          },
          "Unhandled API error",
        );
      }
      const headers = apiError.retryAfter !== undefined ? { "Retry-After": String(apiError.retryAfter) } : undefined;
      return withHeaders(jsonResponse(errorBody(apiError), { status: apiError.status, headers }), decision);
    } finally {
      // GET /usage counts every authenticated call that was served, succeeded or failed (not 429s).
      // recordApiUsage neither waits nor throws, so this never delays or breaks the answer.
      if (principal && decision?.allowed)
        recordApiUsage({ teamId: principal.teamId, method: request.method, pathname: request.nextUrl.pathname });
    }
  };
  // serve() answers every failure itself, so every request is observed.
  return async (request, context) => {
    const startedAt = performance.now();
    const response = await serve(request, context);
    observeHttpRequest(request.method, metricsRoute, response.status, startedAt);
    return response;
  };
}
