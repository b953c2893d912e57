import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

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
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

  /** The mail sent to `address`, waiting up to `timeoutMs` for it to arrive. */
  async function mailTo(address: string, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((candidate) => !Array.isArray(candidate.to) && candidate.to?.value[0]?.address === address);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const mailsTo = (address: string) => received.filter((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === address);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, mailTo, mailsTo, close };
}
