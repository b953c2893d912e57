import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// The SMTP sink of the sending benchmarks, in its own process (forked by smtp-sink.ts): accepts
// and discards every message, reports its port once listening and its count when asked. With
// `--message-ids` it also reads each message's Message-ID header and counts the ids that arrive
// more than once (the soak's "every recipient sent once").

const trackIds = process.argv.includes("--message-ids");
const seenIds = new Set<string>();
let received = 0;
let repeated = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  // smtp-server 3.21 waits a fixed 100 ms before its greeting (early-talker check) with no option
  // to turn it off; pooled connections pay it once each. The reverse DNS lookup can be turned off.
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (trackIds && head.length < 16_384) head += chunk.toString("latin1");
    });
    stream.on("end", () => {
      received += 1;
      const id = trackIds ? /^Message-ID:\s*(\S+)/im.exec(head)?.[1] : undefined;
      if (id) {
        if (seenIds.has(id)) repeated += 1;
        else seenIds.add(id);
      }
      callback();
    });
  },
});
sink.listen(0, "127.0.0.1", () => process.send!({ port: (sink.server.address() as AddressInfo).port }));
process.on("message", () => process.send!({ received, repeated }));
