import { SMTPServer } from "smtp-server";
import { closeServer, listenLocal } from "../helpers/smtp-peer-kit";

// An SMTP peer that keeps each message's bytes exactly as they arrived, for signature checks: a
// parsed mail loses the header order and folding DKIM signs over.

export async function startRawSmtpPeer() {
  const received: { envelopeTo: string[]; raw: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  const port = await listenLocal(server);

  /** The raw message sent to `address`, waiting up to `timeoutMs` for it. */
  async function rawTo(address: string, timeoutMs = 15_000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(({ envelopeTo }) => envelopeTo.includes(address.toLowerCase()));
      if (found) return found.raw;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { port, rawTo, close: closeServer(server) };
}
