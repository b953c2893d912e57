import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { CLIENT_IP_HEADER, clientIpFromHeaders, nodeHeaderReader, REMOTE_ADDRESS_HEADER } from "@/lib/api";
import { logger, REQUEST_ID_HEADER, requestIdFor } from "@/lib/logging";
import { clickTokenOf, pixelTokenOf, serveTrackingClick, serveTrackingPixel } from "@/lib/services/tracking";

type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** The production server's request listener: open pixels and tracked links first, everything else to Next.js. */
export function createRequestListener(handle: NextHandler): RequestListener {
  return (request, response) => {
    // Route handlers cannot see the socket; pass its address along, and never trust a client's.
    request.headers[REMOTE_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
    // Decided before Next.js adds its own X-Forwarded-For (the socket's), so X-Real-IP still counts.
    request.headers[CLIENT_IP_HEADER] = clientIpFromHeaders(nodeHeaderReader(request.headers));
    const pixelToken = pixelTokenOf(request.method, request.url);
    const clickToken = pixelToken === null ? clickTokenOf(request.method, request.url) : null;
    if (clickToken !== null) {
      // Tracked links take the same fast path (lib/services/tracking/serve/serve-tracking-click.ts).
      serveFast(
        () => serveTrackingClick(request, response, clickToken),
        (error) => {
          logger.error({ err: error, url: request.url }, "Serving a tracked link failed");
          if (!response.headersSent) void handle(request, response);
        },
      );
      return;
    }
    if (pixelToken === null) {
      const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER]);
      request.headers[REQUEST_ID_HEADER] = requestId;
      response.setHeader("X-Request-Id", requestId);
      return void handle(request, response);
    }
    // Should the fast path fail before answering, Next.js's route answers instead.
    serveFast(
      () => serveTrackingPixel(request, response, pixelToken),
      (error) => {
        logger.error({ err: error, url: request.url }, "Serving the open pixel failed");
        if (!response.headersSent) void handle(request, response);
      },
    );
  };
}

/** Runs a fast-path handler that answers at once or later; a failure either way goes to `failed`. */
function serveFast(serve: () => void | Promise<void>, failed: (error: unknown) => void): void {
  try {
    serve()?.catch(failed);
  } catch (error) {
    failed(error);
  }
}
