import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// The SMTP sink of transactional-under-broadcast, in its own process (forked by the benchmark):
// discards every message, counts them, and notes when each message to a `probe-` recipient
// arrived (the end of its DATA), which the benchmark compares with when it posted that message.

let received = 0;
const probes: Record<string, number> = {};
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () => {
      received += 1;
      for (const rcpt of session.envelope.rcptTo)
        if (rcpt.address.startsWith("probe-")) probes[rcpt.address.toLowerCase()] = Date.now();
      callback();
    });
  },
});
sink.listen(0, "127.0.0.1", () => process.send!({ port: (sink.server.address() as AddressInfo).port }));
process.on("message", () => process.send!({ received, probes }));
