import { logger } from "@/lib/logging/logger";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";

// The recorder's queue: hits wait in memory and are written in batches, one batch at a time,
// every FLUSH_INTERVAL_MS or as soon as `batchSize` hits wait. Behind a backlog (the database
// slower than the traffic for a while) a batch takes up to `maxBatch` hits: the fold then
// rewrites each email's roll-up state once for all of that email's waiting hits, which is most
// of what a batch costs PostgreSQL. Where the queue shares its event loop with the pixel answers
// it keeps maxBatch at batchSize, since each batch's JavaScript holds that loop (recorder.ts).

const FLUSH_INTERVAL_MS = 250;

export type HitQueueOptions = {
  batchSize: number;
  maxBatch: number;
  /** Writes one batch; a rejection is retried once, then the batch is logged and dropped. */
  write: (batch: QueuedHit[]) => Promise<void>;
  /** Told after each batch, written or dropped, how many hits it took off the queue. */
  taken?: (count: number) => void;
};

export class HitQueue {
  private hits: QueuedHit[] = [];
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly options: HitQueueOptions) {}

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
    if (this.hits.length >= this.options.batchSize) void this.flush();
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

  private async drain(): Promise<void> {
    while (this.hits.length > 0) {
      const batch = this.hits.splice(0, this.nextBatchSize());
      try {
        await this.options.write(batch);
      } catch (error) {
        // One retry absorbs a transient failure (a restarting connection); a batch that still
        // fails is logged with its size rather than blocking every later hit.
        try {
          await this.options.write(batch);
        } catch {
          logger.error({ err: error, hits: batch.length }, "Storing tracking hits failed");
        }
      }
      this.options.taken?.(batch.length);
    }
  }
}
