import client from "prom-client";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process/singletons";
import { oldestPendingHitAt, pendingTrackingHits } from "@/lib/tracking/record/recorder";
import { metrics, PREFIX } from "./metrics";

// Gauges read when /metrics is scraped: two small queries per scrape, nothing on a hot path.
// Queue depth and webhook backlog are facts of the shared database, so every process reports the
// same values (aggregate them with max(), not sum()); the recorder's figures are this process's own.

/** pg-boss jobs waiting to run (created or retry), per queue; every queue listed, empty ones as 0. */
async function queueDepths(): Promise<{ name: string; depth: number }[]> {
  if (env.JOBS_DRIVER !== "pgboss") return [];
  // PGBOSS_SCHEMA is validated as a plain lowercase identifier in lib/env.ts.
  const schema = `"${env.PGBOSS_SCHEMA}"`;
  const rows = await db.$queryRawUnsafe<{ name: string; depth: number }[]>(
    `SELECT q.name, count(j.id)::int AS depth FROM ${schema}.queue q
       LEFT JOIN ${schema}.job j ON j.name = q.name AND j.state IN ('created', 'retry')
      GROUP BY q.name ORDER BY q.name`,
  );
  return rows;
}

/** Registers the scrape-time gauges once per process. */
export function registerScrapeGauges(): void {
  processSingleton("metrics.scrape-gauges", registerGauges);
}

function registerGauges(): true {
  const registers = [metrics.registry];
  new client.Gauge({
    name: `${PREFIX}job_queue_depth`,
    help: "Jobs waiting to run, by job (pg-boss created and retry states; the shared database's figure)",
    labelNames: ["job"] as const,
    registers,
    async collect() {
      this.reset();
      // pg-boss creates its schema when a process first starts it: before that there is no queue.
      for (const { name, depth } of await queueDepths().catch(() => [])) this.labels(name).set(depth);
    },
  });
  new client.Gauge({
    name: `${PREFIX}webhook_deliveries_pending`,
    help: "Webhook deliveries not yet delivered nor given up (the shared database's figure)",
    registers,
    async collect() {
      this.set(await db.delivery.count({ where: { status: "PENDING", isDeleted: false } }));
    },
  });
  new client.Gauge({
    name: `${PREFIX}tracking_recorder_pending`,
    help: "Tracking hits taken in by this process and not yet written",
    registers,
    collect() {
      this.set(pendingTrackingHits());
    },
  });
  new client.Gauge({
    name: `${PREFIX}tracking_recorder_lag_seconds`,
    help: "Age of the oldest tracking hit waiting to be written in this process (0 when none waits)",
    registers,
    collect() {
      const oldest = oldestPendingHitAt();
      this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  });
  return true;
}
