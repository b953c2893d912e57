import { type ApiError, errorBody } from "@/lib/api/errors";
import { jsonResponse } from "@/lib/api/json-response";
import { env } from "@/lib/env";
import { registerScrapeGauges } from "./collect-gauges";
import { assertMetricsAccess } from "./metrics-access";
import { metrics } from "./metrics";

/**
 * One scrape of this process's series, answered the same by the web server (app/metrics) and the
 * worker's metrics listener (worker-metrics-server.ts): METRICS_TOKEN unset 404, missing or wrong
 * bearer token 401, else the Prometheus text format.
 */
export async function scrapeMetrics(authorization: string | null): Promise<Response> {
  try {
    assertMetricsAccess(env.METRICS_TOKEN, authorization);
  } catch (error) {
    const apiError = error as ApiError;
    const headers: Record<string, string> =
      apiError.status === 401 ? { "WWW-Authenticate": 'Bearer realm="metrics"' } : {};
    return jsonResponse(errorBody(apiError), { status: apiError.status, headers });
  }
  registerScrapeGauges();
  return new Response(await metrics.registry.metrics(), {
    headers: { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" },
  });
}
