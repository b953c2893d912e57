import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForPort } from "./ports";

// A real SpamAssassin for tests: Debian's spamd (package spamassassin), started on a free loopback
// port with a throwaway site configuration (Debian's plugin .pre files, no network tests, no
// Bayes), never as the system service.

export const SPAMD_BINARY = "/usr/sbin/spamd";

export type Spamd = { host: string; port: number; close: () => Promise<void> };

export async function startSpamd(): Promise<Spamd> {
  if (!existsSync(SPAMD_BINARY))
    throw new Error(`${SPAMD_BINARY} is missing: apt-get install spamassassin (.ci/run does)`);
  const dir = mkdtempSync(path.join(tmpdir(), "sw-spamd-"));
  // spamd's children run as nobody, which must reach the configuration.
  chmodSync(dir, 0o755);
  for (const file of readdirSync("/etc/spamassassin").filter((name) => name.endsWith(".pre")))
    copyFileSync(path.join("/etc/spamassassin", file), path.join(dir, file));
  writeFileSync(path.join(dir, "local.cf"), "use_bayes 0\nskip_rbl_checks 1\nuse_auto_whitelist 0\n");
  const port = await freePort();
  const pidFile = path.join(dir, "spamd.pid");
  const started = spawnSync(
    SPAMD_BINARY,
    [
      `--listen=127.0.0.1:${port}`,
      "--local",
      "--username=nobody",
      `--pidfile=${pidFile}`,
      `--siteconfigpath=${dir}`,
      "--nouser-config",
      "--max-children=2",
      `--syslog=${path.join(dir, "spamd.log")}`,
      "--daemonize",
    ],
    { stdio: "ignore" },
  );
  if (started.status !== 0)
    throw new Error(`spamd did not start: ${readFileSync(path.join(dir, "spamd.log"), "utf8")}`);
  await waitForPort(port, 30_000);
  return {
    host: "127.0.0.1",
    port,
    close: async () => {
      try {
        process.kill(Number(readFileSync(pidFile, "utf8")), "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
