// Prometheus metrics: the /metrics scrape and the worker's metrics server.
export { scrapeMetrics } from "./scrape-metrics";
export { startWorkerMetricsServer } from "./worker-metrics-server";
