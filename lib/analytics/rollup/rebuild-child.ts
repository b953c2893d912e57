import { availableParallelism } from "node:os";
import { type ErrorAnswer, toErrorAnswer } from "./rebuild-error";
import { rebuildRollups } from "./rebuild-rollups";

// One team's rebuild in a process of its own (started by rebuild-in-child.ts with the team's id as
// its argument): it answers once, with the result or the error that stopped it. When its parent
// goes (killed, say), it stops at once: its connection closes and the rebuild under way rolls
// back, as it would have in the parent.

export type FromRebuildChild = { result: { folded: number } } | { error: ErrorAnswer };

const answer = (message: FromRebuildChild) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, undefined, (error) => (error ? reject(error) : resolve())),
  );

/** The fold's threads: one a core (rebuild-fold-parts.ts). */
const REBUILD_PARTS = Math.max(1, Math.min(4, availableParallelism()));

process.on("disconnect", () => process.exit(1));

try {
  await answer({ result: await rebuildRollups(process.argv[2], { parts: REBUILD_PARTS }) });
} catch (error) {
  await answer({ error: toErrorAnswer(error) });
}
