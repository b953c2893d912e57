import type { IncomingMessage, ServerResponse } from "node:http";
import { clientIp, nodeHeaderReader } from "@/lib/api/client-ip";
import { getRateLimiter, rateLimitExceededBody, rateLimitHeaders } from "@/lib/api/rate-limit";
import { observeHttpRequest } from "@/lib/metrics/metrics";
import { recordOpenHit } from "@/lib/services/tracking/record-open-hit";
import { PIXEL_HEADERS, TRANSPARENT_GIF } from "@/lib/tracking/pixel";

// The open pixel is the busiest URL of the product (every display of every tracked message), and
// Next.js's router costs far more per request than the pixel itself. The production server
// (lib/runtime/start.ts) therefore answers it first, with what app/api/v1/t/o/[token]/route.ts
// does: the same rate limit group and key, the same token check and batched recorder, the same
// bytes and headers. The route stays: it serves `next dev` and documents the path.

// /api/v1/t/o/{token}, and its SPEC.md alias with the doubled prefix; an optional query is ignored.
const PIXEL_PATH = /^\/api\/v1(?:\/api\/v1)?\/t\/o\/([^/?#]+)\/?(?:\?.*)?$/;

/** The token of a pixel request (GET or HEAD), or null for every other request. */
export function pixelTokenOf(method: string | undefined, url: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const match = PIXEL_PATH.exec(url ?? "");
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape: leave it to Next.js, which answers 400
  }
}

/** The metrics label of this path: the route's template, the same as the route's own. */
const PIXEL_ROUTE = "/api/v1/t/o/{token}";

export async function serveTrackingPixel(request: IncomingMessage, response: ServerResponse, token: string): Promise<void> {
  const startedAt = performance.now();
  const method = request.method!;
  const ip = clientIp({ headers: nodeHeaderReader(request.headers) });
  const path = request.url!.split("?")[0];
  const decision = await getRateLimiter().consume({ key: `ip:${ip}`, method, path, group: "tracking" });
  if (!decision.allowed) {
    const body = JSON.stringify(rateLimitExceededBody(decision));
    response.writeHead(429, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), ...rateLimitHeaders(decision) });
    response.end(body);
    observeHttpRequest(method, PIXEL_ROUTE, 429, startedAt);
    return;
  }
  recordOpenHit({ token, userAgent: request.headers["user-agent"] ?? null, ip, method });
  response.writeHead(200, { ...PIXEL_HEADERS, ...rateLimitHeaders(decision) });
  response.end(method === "HEAD" ? undefined : TRANSPARENT_GIF);
  observeHttpRequest(method, PIXEL_ROUTE, 200, startedAt);
}
