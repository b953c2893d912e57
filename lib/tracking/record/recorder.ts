import { randomUUID } from "node:crypto";
import { databaseTarget } from "@/lib/db/adapter";
import { env } from "@/lib/env";
import { countDroppedTrackingHits, countTrackingEvent } from "@/lib/metrics/metrics";
import { processSingleton } from "@/lib/process/singletons";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import { HitQueue } from "./hit-queue";
import { HitSpool } from "./hit-spool";
import type { RecorderThreadClient } from "./recorder-thread-client";
import { storeHits, type StoredHits } from "./store-hits";

// Pixel and link hits are taken in and written in batches (hit-queue.ts): one flush
// resolves a batch's emails with one query and stores them with one COPY, folded into
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
// The production server answers a hit only once it is in the durable local log (hit-spool.ts,
// opened by lib/services/tracking/record/start-tracking-ingest.ts): a crash then loses nothing
// answered, and the next start stores what the log holds. Elsewhere (tests, scripts, `next dev`)
// hits are answered at once. Either way at most TRACKING_QUEUE_MAX hits wait in memory, and no
// more than the recorder has been storing in LAG_TARGET_S (at least MIN_ROOM); beyond that an
// answer waits for room. A bound in hits alone let a slow database (or a loaded machine) fall
// seconds behind what was answered, so hits were stored long after their answers (the bench's
// "stored within 2 s of the load's end", bench/README.md); when it was 500,000 and hits were
// dropped beyond it, the ingest bench's process peaked at 1.1-1.2 GB resident.
//
// Publishing the stored rows as events is the services' work (lib/services/tracking/record/
// publish-stored-hits.ts): this lower module is handed that function by its callers, the tracking
// entry lib/services/tracking/index.ts, rather than importing it.

/** Publishes a stored batch's rows as `open` / `click` events. */
export type PublishStoredHits = (stored: StoredHits) => Promise<void>;

const BATCH_SIZE = 200;
/** Hits in memory may take the recorder about this long to store, at the rate it has been storing. */
const LAG_TARGET_S = 1;
/** Room for at least this many whatever the rate: a batch being written and the next one. */
const MIN_ROOM = 2_000;
/** The storing rate is measured over windows of this length, each averaged into the last. */
const RATE_WINDOW_MS = 500;

async function writeHere(batch: QueuedHit[]): Promise<void> {
  const stored = await storeHits(batch);
  await state.publish?.(stored);
}

type RecorderState = {
  local: HitQueue;
  thread: RecorderThreadClient | null;
  /** The durable log answers wait for (openTrackingSpool), or null: answered at once. */
  spool: HitSpool | null;
  /** Hits waiting for room under TRACKING_QUEUE_MAX, first come first served: each admits its hit. */
  waiting: (() => void)[];
  /** The publisher of the last caller; every hit arrives with one, so a batch never lacks it. */
  publish: PublishStoredHits | null;
  /** Hits taken per second (a moving average), and the current window's count and start. */
  rate: { perSecond: number; count: number; since: number };
};

// One recorder per process, shared by every bundle that imports this module (route handlers and the
// shutdown hook are compiled separately by Next.js) and kept across hot reloads.
const state = processSingleton<RecorderState>("tracking.recorder", () => ({
  local: new HitQueue({ batchSize: BATCH_SIZE, maxBatch: BATCH_SIZE, write: writeHere, taken, dropped }),
  thread: null,
  spool: null,
  waiting: [],
  publish: null,
  rate: { perSecond: 0, count: 0, since: Date.now() },
}));

/** The recorder took `count` hits off its queue, in the order they were queued: their spool lines
 * may go, and as many waiting hits may come in. */
function taken(count: number): void {
  state.spool?.taken(count);
  measure(count);
  const limit = room();
  while (state.waiting.length > 0 && inMemory() < limit) state.waiting.shift()!();
}

function measure(count: number): void {
  // (A recorder kept across a hot reload from before the rate was measured has none yet.)
  const rate = (state.rate ??= { perSecond: 0, count: 0, since: Date.now() });
  const now = Date.now();
  rate.count += count;
  if (now - rate.since < RATE_WINDOW_MS) return;
  const current = (rate.count * 1_000) / (now - rate.since);
  rate.perSecond = rate.perSecond === 0 ? current : (rate.perSecond + current) / 2;
  rate.count = 0;
  rate.since = now;
}

/** How many hits may wait in memory now. */
const room = () =>
  Math.min(env.TRACKING_QUEUE_MAX, Math.max(MIN_ROOM, Math.round((state.rate?.perSecond ?? 0) * LAG_TARGET_S)));

/** The recorder gave up on these hits (their batch failed twice, hit-queue.ts): counted, and kept
 * in the spool's dead-letter file before their lines may go (drain-spool.ts tries them again). */
function dropped(hits: QueuedHit[]): void {
  countDroppedTrackingHits(hits.length);
  state.spool?.deadLetter(hits);
}

const inMemory = () => pendingTrackingHits() + (state.spool?.waiting ?? 0);

function push(hits: QueuedHit[]): void {
  for (const hit of hits) {
    if (state.thread) state.thread.push(hit);
    else state.local.push(hit);
  }
}

/** Hands every later hit to the writing thread (lib/runtime/start.ts, through
 * lib/services/tracking/record/use-recorder-thread.ts); a thread that fails hands its hits back,
 * and they are written here from then on. */
export async function startWritingThread(publish: PublishStoredHits): Promise<void> {
  state.publish = publish;
  // Loaded on use: only the production server runs the thread, so route bundles never carry worker_threads.
  const { startRecorderThread } = await import("./recorder-thread-client");
  state.thread = startRecorderThread({
    stored: (stored) => void state.publish?.(stored),
    dropped,
    taken,
    failed: (hits) => {
      state.thread = null;
      // The thread may have committed some of these in the instant before it died.
      state.local.pushAll(hits.map((hit) => ({ ...hit, replayed: true })));
      return state.local.flush();
    },
  });
}

/** The production server's choice: the thread on PostgreSQL unless TRACKING_RECORDER_THREAD is
 * off; the embedded database lives in this thread only. */
export function writingThreadEnabled(): boolean {
  return env.TRACKING_RECORDER_THREAD && databaseTarget(env).kind === "postgres";
}

/** Answers wait for the durable log in `dir` from now on (lib/runtime/start.ts, after draining
 * what a previous process left there: drain-spool.ts). */
export function openTrackingSpool(dir: string): void {
  state.spool ??= new HitSpool(dir, push);
}

/** Closes the durable log (a graceful shutdown, after the last flush). */
export async function closeTrackingSpool(): Promise<void> {
  const spool = state.spool;
  state.spool = null;
  await spool?.close();
}

/**
 * Queues a hit, whose stored row `publish` will announce, and gives it the id its row will have.
 * Resolves once the hit may be answered: at once (undefined) without a spool and with room in
 * memory; otherwise once it is in the durable log, and, when the bound's hits wait in memory
 * (TRACKING_QUEUE_MAX, or a second of storing), once there is room (backpressure: the answer waits rather than memory growing).
 */
export function queueHit(hit: QueuedHit, publish: PublishStoredHits): void | Promise<void> {
  state.publish = publish;
  hit.id ??= randomUUID();
  countTrackingEvent(hit.event);
  if (state.waiting.length === 0 && inMemory() < room()) return admit(hit);
  // Admitted when released (taken() below), so the room it takes counts before the next is released.
  return new Promise<void>((resolve) => state.waiting.push(() => resolve(admit(hit))));
}

function admit(hit: QueuedHit): void | Promise<void> {
  if (state.spool) return state.spool.append(hit);
  push([hit]);
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
