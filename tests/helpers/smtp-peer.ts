import type { ParsedMail } from "mailparser";
import { isMailTo, parseMail, startLocalSmtp, waitForMail } from "./smtp-peer-kit";

// Imports no app module, so a test can start this peer before it loads the app
// (system-smtp-peer.ts points SYSTEM_SMTP_URL at one; lib/env.ts reads configuration once).

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
