import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import { hitOfLine } from "./hit-spool";
import { logger } from "@/lib/logging/logger";
import { DEAD_LETTER_NAME, SEGMENT_NAME } from "./spool-segments";

// What a previous process left in the tracking spool (hit-spool.ts): the hits it answered and may
// not have stored before it died. Stored by the next start before it serves, as replays: each
// carries the id its row was given, so one committed before the crash is recognised and neither
// stored nor folded again (insert-tracking-rows.ts), and draining twice changes nothing.

const DRAIN_BATCH = 2_000;

/** Whether the process of a segment is gone: this process's own id (a restarted container often
 * gets the same one) or one no process has any more. A live process's segments are its own. */
function ownerGone(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** A leftover's owner, start and sequence: a dead-letter file sorts after its process's segments. */
function nameOf(name: string): [pid: number, started: number, sequence: number] | null {
  const segment = SEGMENT_NAME.exec(name);
  if (segment) return [Number(segment[1]), Number(segment[2]), Number(segment[3])];
  const dead = DEAD_LETTER_NAME.exec(name);
  return dead ? [Number(dead[1]), Number(dead[2]), Number.MAX_SAFE_INTEGER] : null;
}

/** The leftover segments and dead-letter files in `dir`, oldest first. */
async function leftovers(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names
    .map((name) => ({ name, match: nameOf(name) }))
    .filter(({ match }) => match !== null && ownerGone(match[0]))
    .sort((a, b) => a.match![1] - b.match![1] || a.match![2] - b.match![2])
    .map(({ name }) => path.join(dir, name));
}

/**
 * Stores the leftover segments' hits through `store` in batches, each segment deleted once all of
 * its hits are stored; resolves to the number of hits read back. A failure (the database
 * unreachable) leaves the segment for the next start. A dead-letter file (hits a recorder gave up
 * on) that fails again is kept and logged, and the start goes on: one bad hit must not keep the
 * server down.
 */
export async function drainSpool(dir: string, store: (hits: QueuedHit[]) => Promise<void>): Promise<number> {
  let replayed = 0;
  for (const file of await leftovers(dir)) {
    const hits = (await readFile(file, "utf8"))
      .split("\n")
      .map(hitOfLine)
      .filter((hit): hit is QueuedHit => hit !== null)
      .map((hit) => ({ ...hit, replayed: true }));
    const storeAll = async () => {
      for (let start = 0; start < hits.length; start += DRAIN_BATCH)
        await store(hits.slice(start, start + DRAIN_BATCH));
    };
    if (DEAD_LETTER_NAME.test(path.basename(file))) {
      const failed = await storeAll().then(
        () => null,
        (error: unknown) => error,
      );
      if (failed) {
        logger.error({ err: failed, file, hits: hits.length }, "Tracking hits of a dead-letter file still fail: kept");
        continue;
      }
    } else await storeAll();
    await unlink(file);
    replayed += hits.length;
  }
  return replayed;
}
