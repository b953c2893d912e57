import { isDatabaseUnavailable } from "@/lib/db/database-unavailable";
import { logger } from "@/lib/logging/logger";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";

// The recorder's queue: hits wait in memory and are written in batches, one batch at a time,
// every FLUSH_INTERVAL_MS or as soon as `batchSize` hits wait. Behind a backlog (the database
// slower than the traffic for a while) a batch takes up to `maxBatch` hits: the fold then
// rewrites each email's roll-up state once for all of that email's waiting hits, which is most
// of what a batch costs PostgreSQL. Where the queue shares its event loop with the pixel answers
// it keeps maxBatch at batchSize, since each batch's JavaScript holds that loop (recorder.ts).
// With `prepare`, the next batch is readied (its emails read, its rows built) while the previous
// one's transaction runs, so the writer's JavaScript and the database's work overlap.

const FLUSH_INTERVAL_MS = 250;
/**
 * While the database cannot be reached, the waiting batch is tried again after 250 ms, doubling up
 * to 1 s. Up to 5 s, a passing refusal (too many connections on a busy server) left the recorder
 * idle for seconds after the database was back, with answered hits waiting (bench/README.md,
 * tracking-ingest); a try costs one connection attempt.
 */
const UNAVAILABLE_RETRY_MAX_MS = 1_000;

export type HitQueueOptions<Prepared = undefined> = {
  batchSize: number;
  maxBatch: number;
  /** Readies a batch outside its transaction; run for the next batch while `write` runs. */
  prepare?: (batch: QueuedHit[]) => Promise<Prepared>;
  /**
   * Writes one batch. While the database is unavailable (lib/db/database-unavailable.ts) the batch stays at the
   * head of the queue and is tried again later, so no hit that was answered is lost to a restart;
   * any other rejection is retried once (prepared again), then the batch is handed to `dropped`.
   */
  write: (batch: QueuedHit[], prepared: Prepared) => Promise<void>;
  /** Told after each batch, written or dropped, how many hits it took off the queue. */
  taken?: (count: number) => void;
  /** A batch that failed twice: told before `taken`, so its hits can be kept (the spool's dead letters). */
  dropped?: (batch: QueuedHit[]) => void;
};

type Pending<Prepared> = { batch: QueuedHit[]; prepared: Promise<Prepared> };

export class HitQueue<Prepared = undefined> {
  private hits: QueuedHit[] = [];
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** While the database is unavailable: the wait before the next try, and no early flush before it. */
  private unavailableRetryMs = 0;
  private retryAt = 0;

  constructor(private readonly options: HitQueueOptions<Prepared>) {}

  get length(): number {
    return this.hits.length;
  }

  /** When the oldest hit still waiting was taken in, or null when none waits. */
  oldestAt(): Date | null {
    return this.hits.length > 0 ? this.hits[0].timestamp : null;
  }

  push(hit: QueuedHit): void {
    this.hits.push(hit);
    this.schedule();
  }

  pushAll(hits: QueuedHit[]): void {
    for (const hit of hits) this.hits.push(hit);
    this.schedule();
  }

  private schedule(): void {
    if (this.hits.length >= this.options.batchSize && Date.now() >= this.retryAt) void this.flush();
    else if (!this.timer && this.hits.length > 0) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
      // A pending flush alone must not keep a process (a test worker, a script) alive.
      this.timer.unref();
    }
  }

  /** Writes every queued hit; resolves when they are written. Flushes run one after another. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.chain = this.chain.then(() => this.drain());
    return this.chain;
  }

  private nextBatchSize(): number {
    const { batchSize, maxBatch } = this.options;
    return this.hits.length >= 2 * batchSize ? Math.min(this.hits.length, maxBatch) : batchSize;
  }

  /** Takes the next batch off the queue and starts readying it. */
  private begin(batch: QueuedHit[]): Pending<Prepared> {
    const prepared = this.options.prepare ? this.options.prepare(batch) : Promise.resolve(undefined as Prepared);
    prepared.catch(() => undefined); // awaited by write(), possibly after the previous batch's commit
    return { batch, prepared };
  }

  private async drain(): Promise<void> {
    let current: Pending<Prepared> | null = null;
    while (current || this.hits.length > 0) {
      current ??= this.begin(this.hits.splice(0, this.nextBatchSize()));
      const writing = this.write(current);
      const next =
        this.options.prepare && this.hits.length > 0 ? this.begin(this.hits.splice(0, this.nextBatchSize())) : null;
      if (!(await writing)) {
        // The database is unavailable: the batches go back to the head of the queue, and the
        // queue tries again later (new hits keep waiting behind them, up to the recorder's bound).
        this.hits = current.batch.concat(next?.batch ?? [], this.hits);
        this.unavailableRetryMs = Math.min(
          UNAVAILABLE_RETRY_MAX_MS,
          Math.max(FLUSH_INTERVAL_MS, this.unavailableRetryMs * 2),
        );
        this.retryAt = Date.now() + this.unavailableRetryMs;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.flush(), this.unavailableRetryMs);
        this.timer.unref();
        return;
      }
      this.unavailableRetryMs = 0;
      this.retryAt = 0;
      this.options.taken?.(current.batch.length);
      current = next;
    }
  }

  /** Writes a batch: true once it is written or given up on, false while the database is unavailable. */
  private async write({ batch, prepared }: Pending<Prepared>): Promise<boolean> {
    try {
      await this.options.write(batch, await prepared);
      return true;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        if (this.unavailableRetryMs === 0)
          logger.warn({ err: error, waiting: this.hits.length + batch.length }, "Tracking hits wait for the database");
        return false;
      }
      // One retry absorbs a passing failure; a batch that still fails is handed over with its
      // size logged rather than blocking every later hit.
      try {
        const again = this.begin(batch);
        await this.options.write(batch, await again.prepared);
      } catch (retryError) {
        if (isDatabaseUnavailable(retryError)) return false;
        logger.error({ err: retryError, hits: batch.length }, "Storing tracking hits failed");
        this.options.dropped?.(batch);
      }
      return true;
    }
  }
}
