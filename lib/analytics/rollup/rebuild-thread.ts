import { parentPort, workerData } from "node:worker_threads";
import { rebuildRollups } from "./rebuild-rollups";

// Rebuilds of teams one after the other on a thread of their own (started by
// rebuild-in-thread.ts): its connections, its event loop, its heap. It reports each team rebuilt,
// then that it is done, or the error that stopped it.

export type FromRebuildThread =
  | { rebuilt: { teamId: string; folded: number } }
  | { done: true }
  | { error: { message: string; code?: string; stack?: string } };

const { teamIds } = workerData as { teamIds: string[] };
const send = (message: FromRebuildThread) => parentPort!.postMessage(message);

try {
  for (const teamId of teamIds) send({ rebuilt: { teamId, ...(await rebuildRollups(teamId)) } });
  send({ done: true });
} catch (error) {
  const { message, code, stack } = error as { message?: string; code?: string; stack?: string };
  send({ error: { message: message ?? String(error), code, stack } });
}
