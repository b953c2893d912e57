import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

// Pieces shared by the test SMTP peers (tests/helpers/smtp-peer.ts, tests/smtp/auth-smtp-peer.ts,
// tests/emails/scripted-smtp-peer.ts). Imports no app module, like the peers themselves.

/** Starts `server` on a free port of 127.0.0.1 and gives the port. */
export async function listenLocal(server: SMTPServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.server.address() as AddressInfo).port;
}

export const closeServer = (server: SMTPServer) => () => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A plain SMTP server on a free port of 127.0.0.1: no TLS, no login asked, no log; `hooks` are its
 * session handlers (onData, onRcptTo...). With `quietErrors` its server errors (a client that
 * vanished mid-session: ECONNRESET) are ignored. Gives the server, its port and its closer.
 */
export async function startLocalSmtp(hooks: SMTPServerOptions, { quietErrors = false } = {}) {
  const server = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false, ...hooks });
  if (quietErrors) server.on("error", () => {});
  const port = await listenLocal(server);
  return { server, port, close: closeServer(server) };
}

/** Parses a DATA stream as a mail client would, hands the mail on, then accepts the message. */
export function parseMail(
  stream: Readable,
  callback: (error?: Error | null) => void,
  onMail: (mail: ParsedMail) => void,
) {
  simpleParser(stream)
    .then((mail) => {
      onMail(mail);
      callback();
    })
    .catch(callback);
}

/** Whether `mail`'s (single) To address is `address`. */
export const isMailTo = (mail: ParsedMail, address: string) =>
  !Array.isArray(mail.to) && mail.to?.value[0]?.address === address;

/** Polls `find` until it gives a mail to `address`, failing after `timeoutMs`. */
export async function waitForMail(
  address: string,
  find: () => ParsedMail | undefined,
  timeoutMs: number,
  pollMs = 50,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = find();
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
