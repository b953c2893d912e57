import { rebuildRollups } from "./rebuild-rollups";

// Rebuilds of teams one after the other in a process of their own (started by
// rebuild-in-child.ts with the teams' ids as its argument): it reports each team rebuilt, then that
// it is done, or the error that stopped it. When its parent goes (killed, say), it stops at once:
// its connection closes and the rebuild under way rolls back, as it would have in the parent.

export type FromRebuildChild =
  | { rebuilt: { teamId: string; folded: number } }
  | { done: true }
  | { error: { message: string; code?: string; stack?: string } };

const send = (message: FromRebuildChild) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, undefined, (error) => (error ? reject(error) : resolve())),
  );

process.on("disconnect", () => process.exit(1));

const teamIds = JSON.parse(process.argv[2] ?? "[]") as string[];
try {
  for (const teamId of teamIds) await send({ rebuilt: { teamId, ...(await rebuildRollups(teamId)) } });
  await send({ done: true });
} catch (error) {
  const { message, code, stack } = error as { message?: string; code?: string; stack?: string };
  await send({ error: { message: message ?? String(error), code, stack } });
}
