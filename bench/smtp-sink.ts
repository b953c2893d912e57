import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

/** Starts the discarding SMTP sink in its own process (so it never competes with the measured
 * event loop) and answers its port and a running count of the messages it received. */
export async function startSmtpSink() {
  const child = fork(fileURLToPath(new URL("./smtp-sink-process.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
  });
  const [{ port }] = (await once(child, "message")) as [{ port: number }];
  return {
    port,
    async received(): Promise<number> {
      child.send("count");
      const [{ received }] = (await once(child, "message")) as [{ received: number }];
      return received;
    },
    stop: () => child.kill(),
  };
}
