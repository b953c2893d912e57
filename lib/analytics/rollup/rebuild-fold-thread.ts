import { parentPort, workerData } from "node:worker_threads";
import { type DriverCopy, withDriverTransaction } from "@/lib/db/driver-transaction";
import { toErrorAnswer } from "./rebuild-error";
import { foldTeamRows, REBUILD_READ_SETTINGS } from "./rebuild-fold";
import type { FoldPartJob, FromFoldPartThread, ToFoldPartThread } from "./rebuild-fold-thread-protocol";

// One part of a rebuild's fold (rebuild-fold-parts.ts): it reads the part's rows in the rebuild's
// snapshot through a read-only transaction of its own and hands each COPY of staged rows to the
// rebuild, whose transaction alone sees the staging tables. Answers once, with the rows it folded
// or the error that stopped it.

const job = workerData as FoldPartJob;
const port = parentPort!;
const say = (message: FromFoldPartThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const copies = new Map<number, { resolve: (rows: number) => void; reject: (error: Error) => void }>();
port.on("message", (message: ToFoldPartThread) => {
  const waiting = copies.get(message.id);
  copies.delete(message.id);
  if (message.kind === "copied") waiting?.resolve(0);
  else waiting?.reject(new Error(message.message));
});

let copied = 0;
const copyInRebuild: DriverCopy = (target, rows) =>
  new Promise((resolve, reject) => {
    copied += 1;
    copies.set(copied, { resolve, reject });
    // A buffer of its own, handed over without a copy (the staging writer's may be pooled memory).
    const bytes = new Uint8Array(rows.byteLength);
    bytes.set(rows);
    say({ kind: "copy", id: copied, target, bytes }, [bytes.buffer]);
  });

try {
  const folded = await withDriverTransaction((query) => foldTeamRows(query, copyInRebuild, job.teamId, job), {
    setup: `SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY; SET TRANSACTION SNAPSHOT '${job.snapshot.replaceAll("'", "''")}'; ${REBUILD_READ_SETTINGS}`,
  });
  say({ kind: "folded", folded });
} catch (error) {
  say({ kind: "failed", error: toErrorAnswer(error) });
}
port.close();
