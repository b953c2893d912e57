import type { IncomingMessage, ServerResponse } from "node:http";
import { clientIp, nodeHeaderReader } from "@/lib/api/client-ip";
import { getRateLimiter, rateLimitExceededBody, rateLimitHeaders, type RateLimitDecision } from "@/lib/api/rate-limit";
import { observeHttpRequest } from "@/lib/metrics/metrics";

// What the open pixel and tracked links share on the production server's fast path (answered
// before Next.js's router, see serve-tracking-pixel.ts and serve-tracking-click.ts): the path
// match and the "tracking" rate limit with the same group and key as their routes.

/**
 * The token of a tracking request (GET or HEAD) of one kind (`o` pixel, `c` link), or null for
 * every other request. SPEC.md's alias with the doubled prefix matches too; a query is ignored.
 */
export function trackingTokenMatcher(kind: "o" | "c") {
  const pattern = new RegExp(`^/api/v1(?:/api/v1)?/t/${kind}/([^/?#]+)/?(?:\\?.*)?$`);
  return (method: string | undefined, url: string | undefined): string | null => {
    if (method !== "GET" && method !== "HEAD") return null;
    const match = pattern.exec(url ?? "");
    if (!match) return null;
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return null; // a malformed escape: leave it to Next.js, which answers 400
    }
  };
}

export type AdmittedHit = { method: string; ip: string; decision: RateLimitDecision; startedAt: number };

/** Applies the tracking rate limit; answers the 429 itself and returns null when it is exceeded. */
export async function admitTrackingHit(request: IncomingMessage, response: ServerResponse, route: string): Promise<AdmittedHit | null> {
  const startedAt = performance.now();
  const method = request.method!;
  const ip = clientIp({ headers: nodeHeaderReader(request.headers) });
  const path = request.url!.split("?")[0];
  const decision = await getRateLimiter().consume({ key: `ip:${ip}`, method, path, group: "tracking" });
  if (decision.allowed) return { method, ip, decision, startedAt };
  const body = JSON.stringify(rateLimitExceededBody(decision));
  response.writeHead(429, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...rateLimitHeaders(decision),
  });
  response.end(body);
  observeHttpRequest(method, route, 429, startedAt);
  return null;
}
