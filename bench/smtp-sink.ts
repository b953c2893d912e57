import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

/** Starts the discarding SMTP sink in its own process (so it never competes with the measured
 * event loop) and answers its port and a running count of the messages it received; with
 * `messageIds`, also how many arrived with a Message-ID it had already seen. */
export async function startSmtpSink({ messageIds = false } = {}) {
  const child = fork(
    fileURLToPath(new URL("./smtp-sink-process.ts", import.meta.url)),
    messageIds ? ["--message-ids"] : [],
    { execArgv: ["--import", "tsx"] },
  );
  const [{ port }] = (await once(child, "message")) as [{ port: number }];
  const counts = async () => {
    child.send("count");
    const [answer] = (await once(child, "message")) as [{ received: number; repeated: number }];
    return answer;
  };
  return {
    port,
    async received(): Promise<number> {
      return (await counts()).received;
    },
    counts,
    stop: () => child.kill(),
  };
}
