import { logger } from "@/lib/logging/logger";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import { SpoolSegments } from "./spool-segments";

// The tracking spool: a durable local log of answered hits (docs/ARCHITECTURE.md, "How a tracking
// hit flows"). A pixel or link hit is answered only once its line is on disk (fdatasync), so a
// crash of the process (kill -9, power) loses none that was answered: the next start stores the
// leftover segments (drain-spool.ts) before it serves. Group commit: the hits that arrive while one
// write and sync run are written together by the next one, so the sync's cost (about 1 ms on the
// bench machine) is paid once per group, not per hit. Once a group is durable its hits go to the
// recorder in the order they were written, and their answers are released.

type Group = { hits: QueuedHit[]; lines: string[]; settle: { resolve: () => void; reject: (error: Error) => void }[] };

const emptyGroup = (): Group => ({ hits: [], lines: [], settle: [] });

/** One line of the log: the hit as JSON, its time as epoch milliseconds. */
export function spoolLine(hit: QueuedHit): string {
  return `${JSON.stringify({ ...hit, timestamp: hit.timestamp.getTime() })}\n`;
}

/** A hit read back from a line; null for a line cut short by a crash (it was never answered). */
export function hitOfLine(line: string): QueuedHit | null {
  try {
    const parsed = JSON.parse(line) as QueuedHit & { timestamp: number };
    return typeof parsed.id === "string" ? { ...parsed, timestamp: new Date(parsed.timestamp) } : null;
  } catch {
    return null;
  }
}

export class HitSpool {
  private group = emptyGroup();
  private running: Promise<void> | null = null;
  /** Dead letters being written: the spool lines of taken hits go only once those before are kept. */
  private deadLetters: Promise<void> = Promise.resolve();
  private readonly segments: SpoolSegments;

  /** `durable` receives each group's hits, in order, once they are on disk. */
  constructor(
    dir: string,
    private readonly durable: (hits: QueuedHit[]) => void,
  ) {
    this.segments = new SpoolSegments(dir);
  }

  /** The group being written and synced. */
  private writing = 0;

  /** Hits accepted and not yet durable (they count against the recorder's bound). */
  get waiting(): number {
    return this.group.hits.length + this.writing;
  }

  /** Resolves once the hit is durable and handed to the recorder; rejects when the disk failed. */
  append(hit: QueuedHit): Promise<void> {
    return new Promise((resolve, reject) => {
      this.group.hits.push(hit);
      this.group.lines.push(spoolLine(hit));
      this.group.settle.push({ resolve, reject });
      // Started after the current I/O phase: every request parsed in it joins the first group.
      this.running ??= new Promise<void>((started) => setImmediate(started)).then(() => this.run());
    });
  }

  /** The recorder has taken `count` more hits (stored, or given up on), in the order written. */
  taken(count: number): void {
    void this.deadLetters.then(() => this.segments.markTaken(count));
  }

  /** Keeps hits the recorder gave up on in the dead-letter file, before their segment may go. */
  deadLetter(hits: QueuedHit[]): void {
    const text = hits.map(spoolLine).join("");
    this.deadLetters = this.deadLetters.then(() =>
      this.segments.writeDeadLetters(text).catch((error: unknown) => {
        // Their segment then stays: the next start stores (or dead-letters) them again.
        logger.error({ err: error, hits: hits.length }, "Keeping tracking hits in the dead-letter file failed");
        this.segments.keepAll();
      }),
    );
  }

  /** Waits for the writes in progress, then closes the log (a graceful shutdown, after the flush). */
  async close(): Promise<void> {
    await this.running;
    await this.deadLetters;
    await this.segments.close();
  }

  private async run(): Promise<void> {
    while (this.group.hits.length > 0) {
      const group = this.group;
      this.group = emptyGroup();
      this.writing = group.hits.length;
      try {
        await this.segments.write(group.lines.join(""), group.hits.length);
      } catch (error) {
        this.writing = 0;
        logger.error({ err: error, hits: group.hits.length }, "Writing tracking hits to the spool failed");
        for (const { reject } of group.settle) reject(error as Error);
        continue;
      }
      this.writing = 0;
      this.durable(group.hits);
      for (const { resolve } of group.settle) resolve();
    }
    this.running = null;
  }
}
