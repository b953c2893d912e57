import { scrapeMetrics } from "@/lib/metrics";

// Prometheus scrape endpoint at the site root (not under /api/v1, so not in the OpenAPI document):
// the text exposition format of this process's series. See README "Deployment and operations".
// `npm run worker` processes answer the same on WORKER_METRICS_PORT (lib/metrics/worker-metrics-server.ts).

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return scrapeMetrics(request.headers.get("authorization"));
}
