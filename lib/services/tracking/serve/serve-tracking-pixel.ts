import type { IncomingMessage, ServerResponse } from "node:http";
import { rateLimitHeaders } from "@/lib/api/rate-limit";
import { observeHttpRequest } from "@/lib/metrics/metrics";
import { recordOpenHit } from "@/lib/services/tracking/serve/record-open-hit";
import { PIXEL_HEADERS, TRANSPARENT_GIF } from "@/lib/services/tracking/serve/pixel";
import { admitTrackingHit, serveAdmitted, trackingTokenMatcher } from "./tracking-fast-path";

// The open pixel is the busiest URL of the product (every display of every tracked message), and
// Next.js's router costs far more per request than the pixel itself. The production server
// (lib/runtime/start.ts) therefore answers it first, with what app/api/v1/t/o/[token]/route.ts
// does: the same rate limit group and key, the same token check and batched recorder, the same
// bytes and headers. The route stays: it serves `next dev` and documents the path.

/** The token of a pixel request (GET or HEAD) to /api/v1/t/o/{token}, or null. */
export const pixelTokenOf = trackingTokenMatcher("o");

/** The metrics label of this path: the route's template, the same as the route's own. */
const PIXEL_ROUTE = "/api/v1/t/o/{token}";

export function serveTrackingPixel(
  request: IncomingMessage,
  response: ServerResponse,
  token: string,
): void | Promise<void> {
  return serveAdmitted(admitTrackingHit(request, response, PIXEL_ROUTE), (hit) => {
    const answer = () => {
      response.writeHead(200, { ...PIXEL_HEADERS, ...rateLimitHeaders(hit.decision) });
      response.end(hit.method === "HEAD" ? undefined : TRANSPARENT_GIF);
      observeHttpRequest(hit.method, PIXEL_ROUTE, 200, hit.startedAt);
    };
    // Answered once the hit is durable (lib/tracking/record/hit-spool.ts), when the server keeps a spool.
    const recorded = recordOpenHit({
      token,
      userAgent: request.headers["user-agent"] ?? null,
      ip: hit.ip,
      method: hit.method,
    });
    return recorded ? recorded.then(answer) : answer();
  });
}
