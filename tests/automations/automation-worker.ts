import { afterAll, beforeAll } from "vitest";
import { startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { closeTransports } from "@/lib/mail/transport-pool";
import { startSmtpPeer } from "../helpers/smtp-peer";

type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * Registers the hooks of a file whose flows run end to end: a real SMTP peer, handed to `onPeer`
 * once it listens, and the pg-boss worker polling every half second; both stopped after the file.
 */
export function useAutomationWorker(onPeer: (peer: SmtpPeer) => void) {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    onPeer(peer);
    await startWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopWorker();
    closeTransports();
    await peer.close();
  });
}
