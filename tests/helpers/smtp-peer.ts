import type { ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { closeServer, isMailTo, listenLocal, parseMail, waitForMail } from "./smtp-peer-kit";

// Imports no app module: tests start this peer and point SYSTEM_SMTP_URL at it before loading the
// app, since lib/env.ts reads configuration once.

/** A real SMTP server receiving what the app sends, parsed as a mail client would. */
export async function startSmtpPeer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      parseMail(stream, callback, (mail) => received.push(mail));
    },
  });
  const url = `smtp://127.0.0.1:${await listenLocal(server)}`;

  /** The mail sent to `address`, waiting up to `timeoutMs` for it to arrive. */
  const mailTo = (address: string, timeoutMs = 10_000) =>
    waitForMail(address, () => received.find((mail) => isMailTo(mail, address)), timeoutMs);
  const mailsTo = (address: string) => received.filter((mail) => isMailTo(mail, address));
  return { url, mailTo, mailsTo, close: closeServer(server) };
}
