import { startLocalSmtp } from "../helpers/smtp-peer-kit";

// A real SMTP server that counts what it accepts per envelope recipient, and survives clients
// that vanish mid-session (the kill test's worker dies with connections open: ECONNRESET).

export async function startCountingPeer() {
  const arrivals = new Map<string, number>();
  const { port, close } = await startLocalSmtp(
    {
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          for (const rcpt of session.envelope.rcptTo)
            arrivals.set(rcpt.address.toLowerCase(), (arrivals.get(rcpt.address.toLowerCase()) ?? 0) + 1);
          callback();
        });
      },
    },
    { quietErrors: true },
  );
  return {
    port,
    count: (address: string) => arrivals.get(address.toLowerCase()) ?? 0,
    close,
  };
}
