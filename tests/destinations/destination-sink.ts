import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP peer on loopback for the destination tests and e2e/destination-queues.spec.ts: it
// takes every message, except that it turns RCPT TO of a `deferring` domain away with a 451 for its
// first `refusals` tries, as a receiving domain's rate limit would. Each accepted message's
// recipients and arrival time are recorded. Callers pass port 0 and read `port`: a fixed port in
// Linux's ephemeral range (32768-60999) can be held by any process's outgoing connection.

type Arrival = { rcptTo: string; at: number };

export async function startDestinationSink({
  port,
  deferring,
  refusals,
}: {
  port: number;
  deferring: string;
  refusals: number;
}) {
  const arrivals: Arrival[] = [];
  const refused: { rcptTo: string; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const rcptTo = address.address.toLowerCase();
      if (rcptTo.endsWith(`@${deferring}`) && refused.length < refusals) {
        refused.push({ rcptTo, at: Date.now() });
        return callback(Object.assign(new Error("4.7.1 Too many messages, try again later"), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo)
          arrivals.push({ rcptTo: rcpt.address.toLowerCase(), at: Date.now() });
        callback();
      });
    },
  });
  // A port already taken fails the start at once instead of leaving it waiting for the hook's timeout.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", () => {});
  const toDomain = (domain: string) => arrivals.filter((arrival) => arrival.rcptTo.endsWith(`@${domain}`));
  const count = (address: string) => arrivals.filter((arrival) => arrival.rcptTo === address.toLowerCase()).length;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const listening = (server.server.address() as AddressInfo).port;
  return { port: listening, arrivals, refused, toDomain, count, close };
}
