import { fork } from "node:child_process";
import path from "node:path";
import { databaseTarget } from "@/lib/db/adapter";
import { driverQuery } from "@/lib/db/driver-transaction";
import { env } from "@/lib/env";
import { rebuildRollups } from "./rebuild-rollups";
import type { FromRebuildChild } from "./rebuild-child";

// A rebuild folds a team's every row in JavaScript: a minute or more of one core for a million.
// On PostgreSQL a job's rebuilds run in a child process, so the server's event loop (which answers
// pixels and links under `npm start`) is not held a batch at a time, and with a young generation
// sized for the fold's short-lived garbage: the server's (`--max-semi-space-size=8`, package.json)
// collected it so often that a rebuild of 1M entries took 124 s in place against a median of
// 93 s in a process with room for it (bench/README.md, analytics-reports). A worker thread cannot
// have it: the process's flag caps every thread's young generation. The embedded database lives
// in the main process only, so there the rebuilds run in place. So do those of teams with fewer
// than ROLLUP_REBUILD_CHILD_ROWS rows: a child costs about 2 s to start, more than such a rebuild.

const CHILD_OPTIONS = ["--max-old-space-size=1024", "--max-semi-space-size=64", "--import", "tsx"];

// Started by path, not imported (as lib/tracking/record/recorder-thread-client.ts starts its thread).
const CHILD_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "analytics", "rollup", "rebuild-child.ts");

type Rebuilt = (teamId: string, result: { folded: number }) => Promise<void>;

/** Whether the team has at least `rows` tracking rows (counting no further). */
async function hasRows(teamId: string, rows: number): Promise<boolean> {
  if (rows === 0) return true;
  const found = await driverQuery<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM "EmailTracking" WHERE "teamId" = $1 AND NOT "isDeleted" LIMIT $2) s`,
    [teamId, rows],
  );
  return found[0].n >= rows;
}

/** Rebuilds the teams' roll-ups (rebuild-rollups.ts) in order, each large one in a process of its
 * own where it can; `rebuilt` hears of each team, in order. `childRows`: what makes a team large. */
export async function rebuildRollupsInChild(
  teamIds: string[],
  rebuilt: Rebuilt = async () => {},
  { childRows = env.ROLLUP_REBUILD_CHILD_ROWS }: { childRows?: number } = {},
): Promise<void> {
  const apart = databaseTarget(env).kind === "postgres";
  for (const teamId of teamIds) {
    if (apart && (await hasRows(teamId, childRows))) await rebuildInChild(teamId, rebuilt);
    else await rebuilt(teamId, await rebuildRollups(teamId));
  }
}

async function rebuildInChild(teamId: string, rebuilt: Rebuilt): Promise<void> {
  const child = fork(CHILD_FILE, [JSON.stringify([teamId])], { execArgv: CHILD_OPTIONS, env: process.env });
  // The child's messages in order, each handled before the next (a team's report awaits `rebuilt`).
  let handled = Promise.resolve();
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => (handled = handled.then(() => reject(error), reject));
      child.on("message", (message: FromRebuildChild) => {
        handled = handled.then(async () => {
          if ("rebuilt" in message) {
            const { teamId: done, ...result } = message.rebuilt;
            await rebuilt(done, result);
          } else if ("done" in message) resolve();
          else {
            const { message: text, code, stack } = message.error;
            reject(Object.assign(new Error(text), { code, stack }));
          }
        });
        handled.catch(reject);
      });
      child.once("error", fail);
      child.once("exit", (code, signal) =>
        fail(new Error(`The rebuilds' process stopped before it was done (${signal ?? `exit code ${code}`})`)),
      );
    });
  } finally {
    // Each rebuild released its locks before it was reported.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    }
  }
}
