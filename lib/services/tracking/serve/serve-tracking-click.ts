import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError, errorBody } from "@/lib/api/errors";
import { rateLimitHeaders } from "@/lib/api/rate-limit";
import { observeHttpRequest } from "@/lib/metrics/metrics";
import { recordClickHit } from "@/lib/services/tracking/serve/record-click-hit";
import { admitTrackingHit, serveAdmitted, trackingTokenMatcher } from "./tracking-fast-path";

// Tracked links, on the same fast path as the open pixel (serve-tracking-pixel.ts): the production
// server answers them before Next.js's router, with what app/api/v1/t/c/[token]/route.ts answers:
// the same "tracking" rate limit group and key, the same token check (a forged or altered token is
// a 404 with the error envelope, never a redirect), the same batched recorder and the same 302.

/** The token of a tracked-link request (GET or HEAD) to /api/v1/t/c/{token}, or null. */
export const clickTokenOf = trackingTokenMatcher("c");

const CLICK_ROUTE = "/api/v1/t/c/{token}";
const REDIRECT_HEADERS = { "Cache-Control": "no-store, private", "Referrer-Policy": "no-referrer" };

export function serveTrackingClick(
  request: IncomingMessage,
  response: ServerResponse,
  token: string,
): void | Promise<void> {
  return serveAdmitted(admitTrackingHit(request, response, CLICK_ROUTE), (hit) => {
    let clicked: ReturnType<typeof recordClickHit>;
    try {
      clicked = recordClickHit({
        token,
        userAgent: request.headers["user-agent"] ?? null,
        ip: hit.ip,
        method: hit.method,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const text = JSON.stringify(errorBody(error));
      response.writeHead(error.status, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(text),
        ...rateLimitHeaders(hit.decision),
      });
      response.end(text);
      observeHttpRequest(hit.method, CLICK_ROUTE, error.status, hit.startedAt);
      return;
    }
    const answer = () => {
      response.writeHead(302, { Location: clicked.url, ...REDIRECT_HEADERS, ...rateLimitHeaders(hit.decision) });
      response.end();
      observeHttpRequest(hit.method, CLICK_ROUTE, 302, hit.startedAt);
    };
    // Redirected once the hit is durable (lib/tracking/record/hit-spool.ts), when the server keeps a spool.
    return clicked.recorded ? clicked.recorded.then(answer) : answer();
  });
}
