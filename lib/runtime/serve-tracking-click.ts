import type { IncomingMessage, ServerResponse } from "node:http";
import { clientIp, nodeHeaderReader } from "@/lib/api/client-ip";
import { ApiError, errorBody } from "@/lib/api/errors";
import { getRateLimiter, rateLimitExceededBody, rateLimitHeaders } from "@/lib/api/rate-limit";
import { observeHttpRequest } from "@/lib/metrics/metrics";
import { recordClickHit } from "@/lib/services/tracking/record-click-hit";

// Tracked links, on the same fast path as the open pixel (serve-tracking-pixel.ts): the production
// server answers them before Next.js's router, with what app/api/v1/t/c/[token]/route.ts answers:
// the same "tracking" rate limit group and key, the same token check (a forged or altered token is
// a 404 with the error envelope, never a redirect), the same batched recorder and the same 302.

// /api/v1/t/c/{token}, and its SPEC.md alias with the doubled prefix; an optional query is ignored.
const CLICK_PATH = /^\/api\/v1(?:\/api\/v1)?\/t\/c\/([^/?#]+)\/?(?:\?.*)?$/;

/** The token of a tracked-link request (GET or HEAD), or null for every other request. */
export function clickTokenOf(method: string | undefined, url: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const match = CLICK_PATH.exec(url ?? "");
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape: leave it to Next.js, which answers 400
  }
}

const CLICK_ROUTE = "/api/v1/t/c/{token}";
const REDIRECT_HEADERS = { "Cache-Control": "no-store, private", "Referrer-Policy": "no-referrer" };

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  const text = JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(text), ...headers });
  response.end(text);
}

export async function serveTrackingClick(request: IncomingMessage, response: ServerResponse, token: string): Promise<void> {
  const startedAt = performance.now();
  const method = request.method!;
  const ip = clientIp({ headers: nodeHeaderReader(request.headers) });
  const path = request.url!.split("?")[0];
  const decision = await getRateLimiter().consume({ key: `ip:${ip}`, method, path, group: "tracking" });
  if (!decision.allowed) {
    json(response, 429, rateLimitExceededBody(decision), { "Retry-After": String(decision.retryAfter), ...rateLimitHeaders(decision) });
    observeHttpRequest(method, CLICK_ROUTE, 429, startedAt);
    return;
  }
  let url: string;
  try {
    url = recordClickHit({ token, userAgent: request.headers["user-agent"] ?? null, ip, method });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    json(response, error.status, errorBody(error), rateLimitHeaders(decision));
    observeHttpRequest(method, CLICK_ROUTE, error.status, startedAt);
    return;
  }
  response.writeHead(302, { Location: url, ...REDIRECT_HEADERS, ...rateLimitHeaders(decision) });
  response.end();
  observeHttpRequest(method, CLICK_ROUTE, 302, startedAt);
}
