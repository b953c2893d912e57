import path from "node:path";
import { Worker } from "node:worker_threads";
import type { DriverCopy, DriverQuery } from "@/lib/db/driver-transaction";
import { env } from "@/lib/env";
import { fromErrorAnswer } from "./rebuild-error";
import { foldTeamRows, type RebuildFoldOptions } from "./rebuild-fold";
import type { FoldPartJob, FromFoldPartThread, ToFoldPartThread } from "./rebuild-fold-thread-protocol";

// A rebuild's fold split over threads (rebuild-rollups.ts, on PostgreSQL): the fold's JavaScript,
// about 60 s of one core for 1M entries, was most of a rebuild while the database used the other
// core for a fraction of the time (bench/README.md, analytics-reports). Each recipient's rows fall
// whole in one part (rebuild-fold.ts), so the parts share no presence row, email state or
// engagement; their counters are summed when the stages are merged (rebuild-stage.ts). This thread
// folds part 0 in the rebuild's transaction; each other part is folded by a thread of its own,
// reading through a connection of its own in the transaction's snapshot (pg_export_snapshot), and
// hands its staged rows here: only this transaction sees its temporary staging tables.

// Loaded by path, not imported (as lib/tracking/record/recorder-thread-client.ts loads its thread).
const THREAD_FILE = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "lib",
  "analytics",
  "rollup",
  "rebuild-fold-thread.mjs",
);

/** Folds the team's rows in `parts` parts at once; answers how many it folded. */
export async function foldTeamRowsInParts(
  query: DriverQuery,
  copy: DriverCopy,
  teamId: string,
  parts: number,
  options: RebuildFoldOptions = {},
): Promise<number> {
  const { rows } = await query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
  const threads = Array.from({ length: parts - 1 }, (_, n) =>
    foldPartInThread(copy, {
      teamId,
      snapshot: rows[0].snapshot,
      part: { index: n + 1, of: parts },
      rowsPerFetch: options.rowsPerFetch,
      stagedBytes: options.stagedBytes,
    }),
  );
  const here = foldTeamRows(query, copy, teamId, { ...options, part: { index: 0, of: parts } });
  // The rebuild fails with this part: the others' work would be thrown away.
  here.catch(() => {
    for (const thread of threads) thread.stop();
  });
  const folded = await Promise.allSettled([here, ...threads.map((thread) => thread.folded)]);
  const failed = folded.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return folded.reduce((sum, result) => sum + (result.status === "fulfilled" ? result.value : 0), 0);
}

/** Starts a thread folding one part; its copies go through this transaction's `copy`, in order. */
function foldPartInThread(copy: DriverCopy, job: FoldPartJob): { folded: Promise<number>; stop: () => void } {
  // The thread's database is this transaction's (a test file's own, say), whatever its environment says.
  const worker = new Worker(THREAD_FILE, {
    workerData: job,
    // As large as the rebuild's process allows (rebuild-in-child.ts): the fold's garbage dies young.
    resourceLimits: { maxYoungGenerationSizeMb: 192 },
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
  });
  const answer = (message: ToFoldPartThread) => worker.postMessage(message);
  const folded = new Promise<number>((resolve, reject) => {
    worker.on("message", (message: FromFoldPartThread) => {
      if (message.kind === "copy")
        copy(
          message.target,
          Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength),
        ).then(
          () => answer({ kind: "copied", id: message.id }),
          (error: unknown) => answer({ kind: "copyFailed", id: message.id, message: String(error) }),
        );
      else if (message.kind === "folded") resolve(message.folded);
      else reject(fromErrorAnswer(message.error));
    });
    worker.on("error", reject);
    worker.on("exit", (code) =>
      reject(new Error(`A rebuild's fold thread stopped before it answered (exit code ${code})`)),
    );
  });
  // The thread ends by itself once it has answered; on a failure, it is not waited for.
  const stop = () => void worker.terminate();
  folded.catch(stop);
  return { folded, stop };
}
