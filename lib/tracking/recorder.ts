import { driverQuery } from "@/lib/db/driver-transaction";
import { logger } from "@/lib/logging/logger";
import { countTrackingEvent, metrics } from "@/lib/metrics/metrics";
import { publishEvents } from "@/lib/events/publish-events";
import { trackingEvent } from "@/lib/webhooks/tracking-events";
import { buildTrackingRow, type TrackedEmail, type TrackingHit } from "./build-entry";
import { insertTrackingRows } from "./insert-tracking-rows";

// Pixel and link hits are answered at once and written in batches: hits queue in memory and one
// flush resolves their emails with one query and stores them with one multi-row INSERT, every
// FLUSH_INTERVAL_MS or as soon as BATCH_SIZE hits wait. A burst of opens therefore costs two round
// trips per 200 hits instead of one per hit. flushTracking() drains the queue (tests, and the
// graceful shutdown in lib/runtime/shutdown.ts, so that nothing queued is lost).

const FLUSH_INTERVAL_MS = 250;
// Smaller batches block the event loop that answers pixels for less time each: at 50 concurrent
// readers, 200 took the ingest bench from about 7,900 to 10,500 req/s and p99 from 24 to 16 ms
// against 500 (bench/README.md).
const BATCH_SIZE = 200;
/** Beyond this many waiting hits (the database is down or far behind), new ones are dropped rather
 * than exhausting memory. */
const MAX_QUEUED = 200_000;

type RecorderState = { queue: TrackingHit[]; timer: NodeJS.Timeout | null; chain: Promise<void>; dropped: number };

// One queue per process, shared by every bundle that imports this module (route handlers and the
// shutdown hook are compiled separately by Next.js) and kept across hot reloads.
const globalForRecorder = globalThis as unknown as { sendwellTrackingRecorder?: RecorderState };
const state = (globalForRecorder.sendwellTrackingRecorder ??= { queue: [], timer: null, chain: Promise.resolve(), dropped: 0 });

/** Queues a hit; never waits for, nor fails on, the database. */
export function recordHit(hit: TrackingHit): void {
  if (state.queue.length >= MAX_QUEUED) {
    metrics.trackingDropped.inc();
    if (state.dropped++ % 1000 === 0) logger.error({ queued: MAX_QUEUED }, "Tracking queue full: dropping hits");
    return;
  }
  countTrackingEvent(hit.event);
  state.queue.push(hit);
  if (state.queue.length >= BATCH_SIZE) void flushTracking();
  else if (!state.timer) {
    state.timer = setTimeout(() => void flushTracking(), FLUSH_INTERVAL_MS);
    // A pending flush alone must not keep a process (a test worker, a script) alive.
    state.timer.unref();
  }
}

async function writeBatch(batch: TrackingHit[]) {
  const ids = [...new Set(batch.map((hit) => hit.emailId))];
  // Through the driver, like the INSERT: Prisma's findMany cost about 6 ms of CPU per batch here.
  const emails = await driverQuery<TrackedEmail & { to: string }>(
    `SELECT id, "teamId", "campaignId", "contactId", "sentAt" AT TIME ZONE 'UTC' AS "sentAt", "to" FROM "Email" WHERE id = ANY($1::text[]) AND NOT "isDeleted"`,
    [ids],
  );
  const byId = new Map(emails.map((email) => [email.id, email]));
  // A genuine token whose email is gone (or never existed in this database) records nothing.
  const rows = await Promise.all(batch.flatMap((hit) => {
    const email = byId.get(hit.emailId);
    return email ? [buildTrackingRow(hit, email)] : [];
  }));
  if (rows.length === 0) return;
  const stored = await insertTrackingRows(rows);
  // One publish per batch (webhooks and automations look up their subscribers once for all of it).
  await publishEvents(stored.map((row) => trackingEvent(row, byId.get(row.emailId)!.to)));
}

async function drain() {
  while (state.queue.length > 0) {
    const batch = state.queue.splice(0, BATCH_SIZE);
    try {
      await writeBatch(batch);
    } catch (error) {
      // One retry absorbs a transient failure (a restarting connection); a batch that still fails
      // is logged with its size rather than blocking every later hit.
      try {
        await writeBatch(batch);
      } catch {
        logger.error({ err: error, hits: batch.length }, "Storing tracking hits failed");
      }
    }
  }
}

/** Writes every queued hit; resolves when they are stored. Safe to call at any time, any number
 * of times: flushes run one after another. */
export function flushTracking(): Promise<void> {
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  state.chain = state.chain.then(drain);
  return state.chain;
}

/** When the oldest hit still waiting was taken in (the recorder's lag), or null when none waits. */
export function oldestPendingHitAt(): Date | null {
  return state.queue.length > 0 ? state.queue[0].timestamp : null;
}

/** Hits waiting to be written (for health checks and tests). */
export function pendingTrackingHits(): number {
  return state.queue.length;
}
