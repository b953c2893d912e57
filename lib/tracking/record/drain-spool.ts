import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import { hitOfLine } from "./hit-spool";
import { SEGMENT_NAME } from "./spool-segments";

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

/** The leftover segments in `dir`, oldest first. */
async function leftovers(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names
    .map((name) => ({ name, match: SEGMENT_NAME.exec(name) }))
    .filter(({ match }) => match !== null && ownerGone(Number(match[1])))
    .sort((a, b) => Number(a.match![2]) - Number(b.match![2]) || Number(a.match![3]) - Number(b.match![3]))
    .map(({ name }) => path.join(dir, name));
}

/**
 * Stores the leftover segments' hits through `store` in batches, each segment deleted once all of
 * its hits are stored; resolves to the number of hits read back. A failure (the database
 * unreachable) leaves the segment for the next start.
 */
export async function drainSpool(dir: string, store: (hits: QueuedHit[]) => Promise<void>): Promise<number> {
  let replayed = 0;
  for (const file of await leftovers(dir)) {
    const hits = (await readFile(file, "utf8"))
      .split("\n")
      .map(hitOfLine)
      .filter((hit): hit is QueuedHit => hit !== null)
      .map((hit) => ({ ...hit, replayed: true }));
    for (let start = 0; start < hits.length; start += DRAIN_BATCH) await store(hits.slice(start, start + DRAIN_BATCH));
    await unlink(file);
    replayed += hits.length;
  }
  return replayed;
}
