import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

// The main process's half of tests/helpers/system-servers.ts: test files that skip tests for want
// of Dovecot, Postfix or swaks append a line to a log; when the run ends, one line names them all
// and what to install.

declare module "vitest" {
  export interface ProvidedContext {
    missingServerLog: string;
  }
}

export type MissingServerEntry = { file: string; scope: "file" | "test"; packages: string[] };

export function startMissingServerLog(project: TestProject) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "sendwell-missing-servers-")), "log.jsonl");
  project.provide("missingServerLog", file);
  return file;
}

export function reportMissingSystemServers(log: string) {
  const entries: MissingServerEntry[] = existsSync(log)
    ? readFileSync(log, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  rmSync(path.dirname(log), { recursive: true, force: true });
  if (entries.length === 0) return;
  const files = [...new Set(entries.filter((entry) => entry.scope === "file").map((entry) => entry.file))].sort();
  const partly = [...new Set(entries.filter((entry) => entry.scope === "test").map((entry) => entry.file))]
    .filter((file) => !files.includes(file))
    .sort();
  const packages = [...new Set(entries.flatMap((entry) => entry.packages))].sort().join(" ");
  const what = [
    `${files.length} file${files.length === 1 ? "" : "s"}`,
    partly.length ? `tests of ${partly.length} more` : "",
  ]
    .filter(Boolean)
    .join(" and ");
  console.log(
    `\nskipped ${what}: install ${packages} (apt-get install ${packages}) to run them: ${[...files, ...partly].join(", ")}`,
  );
}
