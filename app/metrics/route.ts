import { ApiError, errorBody } from "@/lib/api/errors";
import { jsonResponse } from "@/lib/api/json-response";
import { env } from "@/lib/env";
import { registerScrapeGauges } from "@/lib/metrics/collect-gauges";
import { assertMetricsAccess } from "@/lib/metrics/metrics-access";
import { metrics } from "@/lib/metrics/metrics";

// Prometheus scrape endpoint at the site root (not under /api/v1, so not in the OpenAPI document):
// the text exposition format of this process's series. See README "Deployment and operations".

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  try {
    assertMetricsAccess(env.METRICS_TOKEN, request.headers.get("authorization"));
  } catch (error) {
    const apiError = error as ApiError;
    const headers: Record<string, string> = apiError.status === 401 ? { "WWW-Authenticate": 'Bearer realm="metrics"' } : {};
    return jsonResponse(errorBody(apiError), { status: apiError.status, headers });
  }
  registerScrapeGauges();
  return new Response(await metrics.registry.metrics(), {
    headers: { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" },
  });
}
