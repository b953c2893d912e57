import { mkdir, open, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { logger } from "@/lib/logging/logger";

// The files of the tracking spool (hit-spool.ts): append-only segments, one hit a line, named
// `<pid>-<process start ms>-<sequence>.log` so that a starting process can tell its own leftovers
// and a dead process's (drain-spool.ts) from the live segments of another process sharing the
// directory. Hits are counted in the order they were written; the recorder reports how many of
// them it has taken (stored, or given up on after its retry) in that same order, so a segment is
// deleted once the count passes its last hit.

/** A segment takes this many hits before the next one starts (about 15 MB of lines). */
const SEGMENT_HITS = 50_000;
/** A segment whose every hit is stored is replaced on the next write once it is this old, so an
 * idle spool keeps at most one small, fully stored file (the next start finds its hits stored). */
const SETTLED_SEGMENT_MS = 10_000;

type Segment = { file: string; handle: FileHandle | null; start: number; end: number; openedAt: number };

export const SEGMENT_NAME = /^(\d+)-(\d+)-(\d+)\.log$/;
/** The hits a process's recorder gave up on (a batch failing twice for another reason than an
 * unreachable database): `dead-<pid>-<process start ms>.log`, tried again by the next start. */
export const DEAD_LETTER_NAME = /^dead-(\d+)-(\d+)\.log$/;

export class SpoolSegments {
  private active: Segment | null = null;
  private closed: Segment[] = [];
  private sequence = 0;
  private written = 0;
  private taken = 0;
  private readonly prefix = `${process.pid}-${Date.now()}`;
  /** After a failed dead-letter write, no segment is deleted any more (their hits stay for the next start). */
  private keeping = false;

  constructor(private readonly dir: string) {}

  /** Appends `count` hits' lines and makes them durable (fdatasync). One call at a time. */
  async write(text: string, count: number): Promise<void> {
    if (!this.active || this.active.end - this.active.start >= SEGMENT_HITS || this.settled(this.active)) {
      await this.rotate();
    }
    const segment = this.active!;
    await segment.handle!.appendFile(text);
    await segment.handle!.datasync();
    segment.end += count;
    this.written += count;
  }

  /** The recorder has taken `count` more hits, in the order they were written. */
  markTaken(count: number): void {
    if (this.keeping) return;
    this.taken += count;
    while (this.closed.length > 0 && this.closed[0].end <= this.taken) void this.remove(this.closed.shift()!);
  }

  /** Appends given-up hits' lines to this process's dead-letter file, durably. */
  async writeDeadLetters(text: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const handle = await open(path.join(this.dir, `dead-${this.prefix}.log`), "a");
    try {
      await handle.appendFile(text);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await this.syncDirectory();
  }

  /** Deletes no segment from now on: a dead letter could not be kept. */
  keepAll(): void {
    this.keeping = true;
  }

  /** Closes the active segment, deleting it when every hit in it is stored (a graceful shutdown). */
  async close(): Promise<void> {
    const segment = this.active;
    this.active = null;
    if (!segment) return;
    await segment.handle?.close();
    segment.handle = null;
    if (segment.end <= this.taken) await this.remove(segment);
  }

  private settled(segment: Segment): boolean {
    return segment.end <= this.taken && Date.now() - segment.openedAt >= SETTLED_SEGMENT_MS;
  }

  private async rotate(): Promise<void> {
    const previous = this.active;
    if (previous) {
      await previous.handle?.close();
      previous.handle = null;
      if (previous.end <= this.taken) void this.remove(previous);
      else this.closed.push(previous);
    }
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${this.prefix}-${String(this.sequence++).padStart(8, "0")}.log`);
    const handle = await open(file, "a");
    await this.syncDirectory();
    this.active = { file, handle, start: this.written, end: this.written, openedAt: Date.now() };
  }

  /** A new file's directory entry must be durable too, or a crash could lose the whole file. */
  private async syncDirectory(): Promise<void> {
    const directory = await open(this.dir, "r");
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  }

  private async remove(segment: Segment): Promise<void> {
    await unlink(segment.file).catch((error: unknown) =>
      logger.warn({ err: error, file: segment.file }, "Deleting a stored tracking spool segment failed"),
    );
  }
}
