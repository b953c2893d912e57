import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server that counts what it accepts per envelope recipient, and survives clients
// that vanish mid-session (the kill test's worker dies with connections open: ECONNRESET).

export async function startCountingPeer() {
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo)
          arrivals.set(rcpt.address.toLowerCase(), (arrivals.get(rcpt.address.toLowerCase()) ?? 0) + 1);
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    count: (address: string) => arrivals.get(address.toLowerCase()) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
