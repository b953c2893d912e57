import { databaseTarget } from "@/lib/db/adapter";
import { env } from "@/lib/env";
import { logger } from "@/lib/logging/logger";
import { countTrackingEvent, metrics } from "@/lib/metrics/metrics";
import { processSingleton } from "@/lib/process/singletons";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import { HitQueue } from "./hit-queue";
import type { RecorderThreadClient } from "./recorder-thread-client";
import { storeHits, type StoredHits } from "./store-hits";

// Pixel and link hits are answered at once and written in batches (hit-queue.ts): one flush
// resolves a batch's emails with one query and stores them with one multi-row INSERT, folded into
// the analytics roll-ups in the same transaction. flushTracking() drains the queue (tests, and the
// graceful shutdown in lib/runtime/shutdown.ts, so that nothing queued is lost).
//
// The production server on PostgreSQL writes in a thread of its own (lib/services/tracking/record/recorder-thread.ts, attached
// by lib/runtime/start.ts): the fold's JavaScript then never holds up the pixel answers, and
// batches grow behind a backlog. Elsewhere (the embedded database, which lives in this thread;
// tests; scripts) the hits are written here, in batches of 200 whatever the backlog: at 50
// concurrent readers, 200 took the ingest bench from about 7,900 to 10,500 req/s and p99 from 24
// to 16 ms against 500, and 2,000 made p99 92 ms (bench/README.md).
//
// Publishing the stored rows as events is the services' work (lib/services/tracking/record/
// publish-stored-hits.ts): this lower module is handed that function by its callers, the tracking
// entry lib/services/tracking/index.ts, rather than importing it.

/** Publishes a stored batch's rows as `open` / `click` events. */
export type PublishStoredHits = (stored: StoredHits) => Promise<void>;

const BATCH_SIZE = 200;
/** Beyond this many waiting hits (the database is down or far behind), new ones are dropped rather
 * than exhausting memory. Sized for a burst: on two cores the production server answers pixels
 * about three times as fast as it can store them, and this holds 30 s of that (the ingest bench's
 * run: about 380,000 waiting at the end, the process at 1.1-1.2 GB resident at its peak, with the
 * waiting hits serialised, recorder-thread-protocol.ts). */
const MAX_QUEUED = 500_000;

async function writeHere(batch: QueuedHit[]): Promise<void> {
  const stored = await storeHits(batch);
  await state.publish?.(stored);
}

type RecorderState = {
  local: HitQueue;
  thread: RecorderThreadClient | null;
  dropped: number;
  /** The publisher of the last caller; every hit arrives with one, so a batch never lacks it. */
  publish: PublishStoredHits | null;
};

// One recorder per process, shared by every bundle that imports this module (route handlers and the
// shutdown hook are compiled separately by Next.js) and kept across hot reloads.
const state = processSingleton<RecorderState>("tracking.recorder", () => ({
  local: new HitQueue({ batchSize: BATCH_SIZE, maxBatch: BATCH_SIZE, write: writeHere }),
  thread: null,
  dropped: 0,
  publish: null,
}));

/** Hands every later hit to the writing thread (lib/runtime/start.ts, through
 * lib/services/tracking/record/use-recorder-thread.ts); a thread that fails hands its hits back,
 * and they are written here from then on. */
export async function startWritingThread(publish: PublishStoredHits): Promise<void> {
  state.publish = publish;
  // Loaded on use: only the production server runs the thread, so route bundles never carry worker_threads.
  const { startRecorderThread } = await import("./recorder-thread-client");
  state.thread = startRecorderThread({
    stored: (stored) => void state.publish?.(stored),
    failed: (hits) => {
      state.thread = null;
      state.local.pushAll(hits);
      return state.local.flush();
    },
  });
}

/** The production server's choice: the thread on PostgreSQL unless TRACKING_RECORDER_THREAD is
 * off; the embedded database lives in this thread only. */
export function writingThreadEnabled(): boolean {
  return env.TRACKING_RECORDER_THREAD && databaseTarget(env).kind === "postgres";
}

/** Queues a hit, whose stored row `publish` will announce; never waits for, nor fails on, the database. */
export function queueHit(hit: QueuedHit, publish: PublishStoredHits): void {
  state.publish = publish;
  if (pendingTrackingHits() >= MAX_QUEUED) {
    metrics.trackingDropped.inc();
    if (state.dropped++ % 1000 === 0) logger.error({ queued: MAX_QUEUED }, "Tracking queue full: dropping hits");
    return;
  }
  countTrackingEvent(hit.event);
  if (state.thread) state.thread.push(hit);
  else state.local.push(hit);
}

/** Writes every queued hit; resolves when they are stored. Safe to call at any time, any number
 * of times: flushes run one after another. */
export async function flushTracking(): Promise<void> {
  await Promise.all([state.local.flush(), state.thread?.flush()]);
}

/** When the oldest hit still waiting was taken in (the recorder's lag), or null when none waits. */
export function oldestPendingHitAt(): Date | null {
  const times = [state.local.oldestAt(), state.thread?.oldestAt() ?? null].filter((at): at is Date => at !== null);
  return times.length > 0 ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}

/** Hits waiting to be written (for health checks and tests). */
export function pendingTrackingHits(): number {
  return state.local.length + (state.thread?.pending() ?? 0);
}
