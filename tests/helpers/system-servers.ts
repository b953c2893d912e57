import { accessSync, appendFileSync, constants } from "node:fs";
import path from "node:path";
import { expect, inject } from "vitest";
import type { MissingServerEntry } from "../setup/missing-servers";
import { DOVECOT_BINARY } from "./dovecot";
import { POSTFIX_BINARY } from "./postfix";
import { SPAMD_BINARY } from "./spamd";

// Real mail servers and clients the inbound-mail, SMTP-submission and pre-send-check tests start
// (dovecot.ts, postfix.ts, spamd.ts) or run (swaks). On a machine without them those tests are skipped, and the run ends
// with one line naming the files and the packages to install (tests/setup/missing-servers.ts). In
// CI (.ci/run installs them) a missing one fails the file instead: CI must run every test.

const SERVERS = {
  dovecot: { binary: DOVECOT_BINARY, package: "dovecot-imapd" },
  postfix: { binary: POSTFIX_BINARY, package: "postfix" },
  swaks: { binary: "swaks", package: "swaks" },
  spamd: { binary: SPAMD_BINARY, package: "spamassassin" },
} as const;

export type SystemServer = keyof typeof SERVERS;

function executable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** An absolute path as it is; a bare name searched on PATH, as execFile finds it. */
function installed(binary: string) {
  if (path.isAbsolute(binary)) return executable(binary);
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && executable(path.join(dir, binary)));
}

const inCi = () => Boolean(process.env.CI) && !["false", "0"].includes(process.env.CI ?? "");

/**
 * Whether tests needing `servers` must be skipped here (use with describe.skipIf or it.skipIf):
 * `scope` says whether that is the whole file or some of its tests. Throws in CI instead.
 */
export function missingSystemServers(scope: "file" | "test", ...servers: SystemServer[]): boolean {
  const missing = servers.filter((server) => !installed(SERVERS[server].binary));
  if (missing.length === 0) return false;
  const packages = missing.map((server) => SERVERS[server].package);
  const names = missing.map((server) => SERVERS[server].binary).join(", ");
  if (inCi())
    throw new Error(
      `${names} missing: apt-get install ${packages.join(" ")} (CI runs every test; .ci/run installs them)`,
    );
  const file = path.relative(process.cwd(), expect.getState().testPath ?? "unknown file");
  const entry: MissingServerEntry = { file, scope, packages };
  appendFileSync(inject("missingServerLog"), `${JSON.stringify(entry)}\n`);
  return true;
}
