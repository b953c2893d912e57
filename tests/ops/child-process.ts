import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

// Starts a test child (tsx) with the test's environment on the shared PostgreSQL database and
// resolves once it prints "LISTENING <port>"; its stdout (JSON log lines with LOG_LEVEL) is kept.

const ROOT = path.resolve(import.meta.dirname, "../..");

export type Child = { process: ChildProcess; port: number; exited: Promise<number | null>; output: () => string };

export async function startChild(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`child exited (${code}) before listening: ${output}`)));
  });
  return { process: child, port, exited, output: () => output };
}
