import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP peer on loopback for the destination tests (a port of 56100-56199): it takes every
// message, except that it turns RCPT TO of a `deferring` domain away with a 451 for its first
// `refusals` tries, as a receiving domain's rate limit would. Each accepted message's recipients
// and arrival time are recorded. Port 0 takes a free port (the browser tests, e2e/destination-queues.spec.ts).

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
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const toDomain = (domain: string) => arrivals.filter((arrival) => arrival.rcptTo.endsWith(`@${domain}`));
  const count = (address: string) => arrivals.filter((arrival) => arrival.rcptTo === address.toLowerCase()).length;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const listening = (server.server.address() as AddressInfo).port;
  return { port: listening, arrivals, refused, toDomain, count, close };
}
