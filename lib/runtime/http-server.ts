import { createServer, type RequestListener, type Server } from "node:http";

// Node closes a kept-alive connection after 5 s idle. A client that sends on it just as it closes
// (an SDK, a load balancer, the browser tests' request client) gets ECONNRESET for a request the
// server never saw. Here idle connections stay open longer than the usual 60 s of load balancers,
// which then always close first; a request's headers must still arrive within that wait.
export const IDLE_CONNECTION_MS = 65_000;

/** The production HTTP server (lib/runtime/start.ts) around `listener`. */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
