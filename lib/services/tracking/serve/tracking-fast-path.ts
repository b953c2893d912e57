import type { IncomingMessage, ServerResponse } from "node:http";
import { clientIp, nodeHeaderReader } from "@/lib/api/client-ip";
import { getRateLimiter, rateLimitExceededBody, rateLimitHeaders, type RateLimitDecision } from "@/lib/api/rate-limit";
import { observeHttpRequest } from "@/lib/metrics/metrics";

// What the open pixel and tracked links share on the production server's fast path (answered
// before Next.js's router, see serve-tracking-pixel.ts and serve-tracking-click.ts): the path
// match and the "tracking" rate limit with the same group and key as their routes.

/**
 * The token of a tracking request (GET or HEAD) of one kind (`o` pixel, `c` link), or null for
 * every other request. docs/interface.md's alias with the doubled prefix matches too; a query is ignored.
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

/** A hit admitted now, refused (null), or either once the shared store (Redis) has answered. */
export type Admission = AdmittedHit | null | Promise<AdmittedHit | null>;

/**
 * Applies the tracking rate limit; answers the 429 itself and gives null when it is exceeded.
 * Decided at once when this process holds the counts (no Redis): a pixel then creates no promise,
 * and each one cost the busiest URL of the product its share of the async hooks' work.
 */
export function admitTrackingHit(request: IncomingMessage, response: ServerResponse, route: string): Admission {
  const startedAt = performance.now();
  const method = request.method!;
  const ip = clientIp({ headers: nodeHeaderReader(request.headers) });
  // Counted under the route's path without its token: the route's own count drops a trailing id
  // the same way (normalize-path.ts), and the prefix is parsed once, not per hit.
  const input = { key: `ip:${ip}`, method, path: route.slice(0, route.lastIndexOf("/")), group: "tracking" as const };
  const admit = (decision: RateLimitDecision): AdmittedHit | null => {
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
  };
  const limiter = getRateLimiter();
  const now = limiter.consumeNow(input);
  return now ? admit(now) : limiter.consume(input).then(admit);
}

/** Serves an admitted hit now, or once its admission is known; a promise when either waits. */
export function serveAdmitted(
  admission: Admission,
  serve: (hit: AdmittedHit) => void | Promise<void>,
): void | Promise<void> {
  if (admission instanceof Promise) return admission.then((hit) => (hit ? serve(hit) : undefined));
  if (admission) return serve(admission);
}
