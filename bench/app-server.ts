import { type ChildProcess, spawn } from "node:child_process";
import { scriptNodeArgs } from "./script-node-args";

// The production server of `npm start` (`node --import tsx lib/runtime/start.ts` on the
// `npm run build` output) as a child of a benchmark, and the wait until it answers.

/** The Node options of package.json's start script, so the server runs as `npm start` runs it. */
const START_NODE_ARGS = scriptNodeArgs("start");

/** `nodeArgs` come on top of the start script's memory options (a profiler's, say). */
export function startAppServer({
  port,
  distDir,
  env = {},
  nodeArgs = [],
  logTo,
}: {
  port: number;
  distDir: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** A file descriptor for the server's log (its stdout); unset, the log is dropped. */
  logTo?: number;
}): ChildProcess {
  return spawn(process.execPath, [...START_NODE_ARGS, ...nodeArgs, "--import", "tsx", "lib/runtime/start.ts"], {
    stdio: ["ignore", logTo ?? "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_CAPTURE_PORT: "0",
      ...env,
    },
  });
}

export async function waitForAppServer(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("app did not start");
}
