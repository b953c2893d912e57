import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { closeServer, listenLocal } from "../helpers/smtp-peer-kit";

// A real SMTP server on loopback that records each accepted message's envelope (MAIL FROM, RCPT
// TO) and when it arrived; `delayMs` holds each DATA answer that long, as a distant peer would.

export type Arrival = { mailFrom: string; rcptTo: string[]; at: number };

export async function startEnvelopeSink({ delayMs = 0 }: { delayMs?: number } = {}) {
  const arrivals: Arrival[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", async () => {
        if (delayMs) await sleep(delayMs);
        arrivals.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  server.on("error", () => {});
  const port = await listenLocal(server);
  const to = (address: string) => arrivals.filter((arrival) => arrival.rcptTo.includes(address.toLowerCase()));

  /** The first arrival for `address`, waiting up to `timeoutMs`. */
  async function arrivalTo(address: string, timeoutMs = 10_000): Promise<Arrival> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = to(address)[0];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Nothing arrived for ${address} within ${timeoutMs} ms`);
      await sleep(10);
    }
  }
  return { port, arrivals, to, arrivalTo, close: closeServer(server) };
}
