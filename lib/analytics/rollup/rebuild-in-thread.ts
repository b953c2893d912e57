import path from "node:path";
import { Worker } from "node:worker_threads";
import { databaseTarget } from "@/lib/db/adapter";
import { env } from "@/lib/env";
import { rebuildRollups } from "./rebuild-rollups";
import type { FromRebuildThread } from "./rebuild-thread";

// A rebuild folds a team's every row in JavaScript: a minute or more of one core for a million.
// On PostgreSQL the rebuilds of a job run on a worker thread, so the process's event loop (which
// answers pixels and links under `npm start`) is not held a batch at a time, and with a young
// generation of their own: the fold's garbage is short-lived, and the server's small one
// (`--max-semi-space-size=8`, package.json) collected it so often that a rebuild of 1M entries
// took 124 s in place (bench/README.md, analytics-reports). The embedded database lives in the
// main thread only, so there the rebuilds run in place.

/** The thread's young generation (its semi-spaces are a third of it). */
const YOUNG_GENERATION_MB = 192;

// Loaded by path, not imported (as lib/tracking/record/recorder-thread-client.ts does).
const THREAD_FILE = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "lib",
  "analytics",
  "rollup",
  "rebuild-thread.mjs",
);

type Rebuilt = (teamId: string, result: { folded: number }) => Promise<void>;

/** Rebuilds the teams' roll-ups (rebuild-rollups.ts) in order, on a thread of their own where they
 * can; `rebuilt` hears of each team before the next one's rebuild is reported. */
export async function rebuildRollupsInThread(teamIds: string[], rebuilt: Rebuilt = async () => {}): Promise<void> {
  if (teamIds.length === 0) return;
  if (databaseTarget(env).kind !== "postgres") {
    for (const teamId of teamIds) await rebuilt(teamId, await rebuildRollups(teamId));
    return;
  }
  const worker = new Worker(THREAD_FILE, {
    workerData: { teamIds },
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // The thread's messages in order, each handled before the next (a team's report awaits `rebuilt`).
  let handled = Promise.resolve();
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => (handled = handled.then(() => reject(error), reject));
      worker.on("message", (message: FromRebuildThread) => {
        handled = handled.then(async () => {
          if ("rebuilt" in message) {
            const { teamId, ...result } = message.rebuilt;
            await rebuilt(teamId, result);
          } else if ("done" in message) resolve();
          else {
            const { message: text, code, stack } = message.error;
            reject(Object.assign(new Error(text), { code, stack }));
          }
        });
        handled.catch(reject);
      });
      worker.once("error", fail);
      worker.once("exit", (code) =>
        fail(new Error(`The rebuilds' thread stopped before it was done (exit code ${code})`)),
      );
    });
  } finally {
    // Its connections close with it; each rebuild released its locks before it was reported.
    await worker.terminate();
  }
}
