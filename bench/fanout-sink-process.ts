import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// The SMTP sink of campaign-fanout and campaign-first-message, in its own process (forked by
// fanout-fixtures.ts): discards every message and notes when the first and the last message since
// the last "reset" arrived (the end of their DATA), in this machine's wall clock, which the
// benchmark compares with when it sent its request.

let received = 0;
let first = 0;
let last = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      received += 1;
      last = Date.now();
      if (received === 1) first = last;
      callback();
    });
  },
});
sink.listen(0, "127.0.0.1", () => process.send!({ port: (sink.server.address() as AddressInfo).port }));
process.on("message", (message) => {
  if (message === "reset") {
    received = 0;
    first = 0;
    last = 0;
  }
  process.send!({ received, first, last });
});
