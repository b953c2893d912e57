import { afterAll, beforeAll } from "vitest";
import { getBoss, stopWorker } from "@/jobs/drivers/pg-boss";
import { sendEmailJob } from "@/jobs/send-email";
import { closeTransports } from "@/lib/mail/transport-pool";
import { startScriptedPeer } from "./scripted-smtp-peer";

// What the delivery test files share: the send-email job run directly, as the worker would run it,
// and the hooks that start a scripted SMTP peer and pg-boss around a file's tests.

export type ScriptedPeer = Awaited<ReturnType<typeof startScriptedPeer>>;

const quietLogger = { info() {}, warn() {}, error() {} };

/** Runs the send-email job's handler as the worker would, for one email. */
export const runSendEmailJob = (emailId: string, attempt = 0) =>
  sendEmailJob.handler({ emailId }, { jobId: "test", attempt, logger: quietLogger });

/**
 * Registers beforeAll/afterAll hooks: a scripted SMTP peer (handed to `onStarted`) and pg-boss
 * started before the file's tests, the transport pool, worker and peer stopped after them.
 */
export function useScriptedPeerAndBoss(onStarted: (peer: ScriptedPeer) => void) {
  let peer: ScriptedPeer | undefined;
  beforeAll(async () => {
    peer = await startScriptedPeer();
    onStarted(peer);
    // Starting pg-boss (first enqueue) is slow on the embedded database: do it outside the tests' time.
    await getBoss();
  });
  afterAll(async () => {
    closeTransports();
    await stopWorker();
    await peer?.close();
  });
}
