import { fork } from "node:child_process";
import path from "node:path";
import { databaseTarget } from "@/lib/db/adapter";
import { driverQuery } from "@/lib/db/driver-transaction";
import { env } from "@/lib/env";
import { fromErrorAnswer } from "./rebuild-error";
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
    const apartFromHere = apart && (await hasRows(teamId, childRows));
    await rebuilt(teamId, await (apartFromHere ? rebuildInChild(teamId) : rebuildRollups(teamId)));
  }
}

async function rebuildInChild(teamId: string): Promise<{ folded: number }> {
  const child = fork(CHILD_FILE, [teamId], { execArgv: CHILD_OPTIONS, env: process.env });
  try {
    const answer = await new Promise<FromRebuildChild>((resolve, reject) => {
      child.once("message", resolve);
      child.once("error", reject);
      child.once("exit", (code, signal) =>
        reject(new Error(`The rebuild's process stopped before it answered (${signal ?? `exit code ${code}`})`)),
      );
    });
    if ("result" in answer) return answer.result;
    throw fromErrorAnswer(answer.error);
  } finally {
    // The rebuild released its locks before it answered.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    }
  }
}
