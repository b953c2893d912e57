import type { ParsedMail } from "mailparser";
import { afterAll } from "vitest";
import { isMailTo, parseMail, startLocalSmtp, waitForMail } from "./smtp-peer-kit";

// Imports no app module: tests start this peer and point SYSTEM_SMTP_URL at it before loading the
// app, since lib/env.ts reads configuration once.

/** A real SMTP server receiving what the app sends, parsed as a mail client would. */
export async function startSmtpPeer() {
  const received: ParsedMail[] = [];
  const { port, close } = await startLocalSmtp({
    onData(stream, _session, callback) {
      parseMail(stream, callback, (mail) => received.push(mail));
    },
  });
  const url = `smtp://127.0.0.1:${port}`;

  /** The mail sent to `address`, waiting up to `timeoutMs` for it to arrive. */
  const mailTo = (address: string, timeoutMs = 10_000) =>
    waitForMail(address, () => received.find((mail) => isMailTo(mail, address)), timeoutMs);
  const mailsTo = (address: string) => received.filter((mail) => isMailTo(mail, address));
  return { url, mailTo, mailsTo, close };
}

/**
 * An SMTP peer receiving the system mail: SYSTEM_SMTP_URL points at it (lib/env.ts reads it once,
 * so a file imports app modules only after this), and it closes after the file's tests.
 */
export async function startSystemSmtpPeer() {
  const peer = await startSmtpPeer();
  process.env.SYSTEM_SMTP_URL = peer.url;
  afterAll(() => peer.close());
  return peer;
}
