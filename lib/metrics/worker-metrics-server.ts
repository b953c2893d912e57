import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, errorBody } from "@/lib/api/errors";
import { scrapeMetrics } from "./scrape-metrics";

// `npm run worker` has no Next.js server, so its series (sends, failures, job queue depth, process
// memory) are served by this small listener on WORKER_METRICS_PORT: GET /metrics only, with the
// same METRICS_TOKEN rules as the web server's /metrics (docs/contract.md section 19). Anything else is the
// API's 404 or 405 envelope.

async function answer(method: string, url: string, authorization: string | null): Promise<Response> {
  const path = new URL(url, "http://worker").pathname;
  if (path !== "/metrics") return Response.json(errorBody(ApiError.notFound()), { status: 404 });
  if (method !== "GET" && method !== "HEAD") {
    const error = new ApiError(
      405,
      "method_not_allowed",
      "METHOD_NOT_ALLOWED",
      `${method} is not allowed here. Allowed: GET, HEAD`,
    );
    return Response.json(errorBody(error), { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  return scrapeMetrics(authorization);
}

/** Listens on `port` (0: any free port) and resolves with the server and the port it got. */
export async function startWorkerMetricsServer({
  port,
  host,
}: {
  port: number;
  host: string;
}): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    answer(request.method ?? "GET", request.url ?? "/", request.headers.authorization ?? null)
      .then(async (result) => {
        const body = request.method === "HEAD" ? "" : await result.text();
        response.writeHead(result.status, Object.fromEntries(result.headers)).end(body);
      })
      .catch(() => {
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
        response.end(JSON.stringify(errorBody(ApiError.internal())));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
