import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// The SMTP sink of the sending benchmarks, in its own process (forked by smtp-sink.ts): accepts
// and discards every message, reports its port once listening and its count when asked.

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  // smtp-server 3.21 waits a fixed 100 ms before its greeting (early-talker check) with no option
  // to turn it off; pooled connections pay it once each. The reverse DNS lookup can be turned off.
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
sink.listen(0, "127.0.0.1", () => process.send!({ port: (sink.server.address() as AddressInfo).port }));
process.on("message", () => process.send!({ received }));
