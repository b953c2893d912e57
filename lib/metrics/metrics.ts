import client from "prom-client";
import { processSingleton } from "@/lib/process/singletons";

// The process's Prometheus series (docs/contract.md section 19), served at GET /metrics (app/metrics).
// Counters and the histogram are incremented where things happen, including the two hot paths
// (the open pixel and the send pipeline): there they only increment pre-bound children, so a hit
// costs a number addition and no allocation. Gauges that need the database (queue depth, webhook
// backlog) are read when /metrics is scraped (lib/metrics/collect-gauges.ts), never on a hot path.
//
// One registry per process (lib/process/singletons.ts): prom-client refuses a series registered twice.

export const PREFIX = "sendwell_";

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const httpDuration = new client.Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "API request duration by method, route template (never raw ids) and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const emailsSent = new client.Counter({
    name: `${PREFIX}emails_sent_total`,
    help: "Messages accepted by the SMTP peer",
    registers: [registry],
  });
  const emailsFailed = new client.Counter({
    name: `${PREFIX}emails_failed_total`,
    help: "SMTP attempts refused or broken off: permanent (the email fails) or temporary (retried later)",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const trackingEvents = new client.Counter({
    name: `${PREFIX}tracking_events_total`,
    help: "Tracking hits taken in (opens, clicks and posted events), before they are written (an open pixel's token is checked then)",
    labelNames: ["event"] as const,
    registers: [registry],
  });
  const trackingDropped = new client.Counter({
    name: `${PREFIX}tracking_events_dropped_total`,
    help: "Tracking hits not stored: their batch failed twice with an error other than the database being unreachable (kept in the spool's dead-letter file when the spool is on)",
    registers: [registry],
  });
  return {
    registry,
    httpDuration,
    emailsSent,
    emailsFailedPermanent: emailsFailed.labels("permanent"),
    emailsFailedTemporary: emailsFailed.labels("temporary"),
    trackingEvents,
    trackingDropped,
  };
}

export const metrics = processSingleton("metrics.registry", createMetrics);

// Children bound once per label value: labels() hashes its arguments on every call.
const trackingByEvent = new Map<string, client.Counter.Internal>();

/** One tracking hit taken in. */
export function countTrackingEvent(event: string): void {
  let child = trackingByEvent.get(event);
  if (!child) trackingByEvent.set(event, (child = metrics.trackingEvents.labels(event)));
  child.inc();
}

/** Tracking hits the recorder gave up on (lib/tracking/record/recorder.ts). */
export function countDroppedTrackingHits(count: number): void {
  metrics.trackingDropped.inc(count);
}

/** One SMTP attempt's outcome, from the send pipeline. */
export function countSendOutcome(outcome: "sent" | "permanent" | "temporary"): void {
  if (outcome === "sent") metrics.emailsSent.inc();
  else if (outcome === "permanent") metrics.emailsFailedPermanent.inc();
  else metrics.emailsFailedTemporary.inc();
}

type HttpChild = client.Histogram.Internal<"method" | "route" | "status">;
/** Histogram children by route, method and status: looked up without building a key string. */
const httpChildren = new Map<string, Map<string, Map<number, HttpChild>>>();

/** Observes one HTTP request; `route` is the route's template (/api/v1/campaigns/{id}). */
export function observeHttpRequest(method: string, route: string, status: number, startedAt: number): void {
  let byMethod = httpChildren.get(route);
  if (!byMethod) httpChildren.set(route, (byMethod = new Map()));
  let byStatus = byMethod.get(method);
  if (!byStatus) byMethod.set(method, (byStatus = new Map()));
  let child = byStatus.get(status);
  if (!child) byStatus.set(status, (child = metrics.httpDuration.labels(method, route, String(status))));
  child.observe((performance.now() - startedAt) / 1000);
}
