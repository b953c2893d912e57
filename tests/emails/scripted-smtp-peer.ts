import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server for the delivery tests whose answers can be scripted per recipient (a 451
// once, a 550 always), recording when each message arrived and its envelope.

export type Arrival = { mail: ParsedMail; envelopeTo: string[]; receivedAt: number };
type Refusal = { code: number; message: string; times: number; stage: "rcpt" | "data" };

export async function startScriptedPeer() {
  const arrivals: Arrival[] = [];
  const refusals = new Map<string, Refusal>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (refusal && refusal.stage === "rcpt" && refusal.times > 0) {
        refusal.times -= 1;
        return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      const refusal = envelopeTo.map((address) => refusals.get(address)).find((found) => found?.stage === "data" && found.times > 0);
      if (refusal) {
        refusal.times -= 1;
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          arrivals.push({ mail, envelopeTo, receivedAt: Date.now() });
          callback();
        })
        .catch(callback);
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  const arrivalsTo = (address: string) => arrivals.filter((arrival) => arrival.envelopeTo.includes(address.toLowerCase()));

  async function mailTo(address: string, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [arrival] = arrivalsTo(address);
      if (arrival) return arrival.mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The next `times` RCPT TO (or end of DATA) for `address` are answered `code message`. */
  function refuse(address: string, code: number, message: string, { times = Infinity, stage = "rcpt" }: { times?: number; stage?: "rcpt" | "data" } = {}) {
    refusals.set(address.toLowerCase(), { code, message, times, stage });
  }

  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { host: "127.0.0.1", port, arrivals, arrivalsTo, mailTo, refuse, close };
}
