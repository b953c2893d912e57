import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The test files that need a process of their own on PostgreSQL (vitest.config.ts's
// "postgres-isolated" project). The others share their worker's process one file after another
// ("postgres", isolate: false): each file still starts on a fresh copy of the template database
// and the environment the worker began with (tests/setup/per-file.ts), but the modules it imports
// are the ones the worker loaded already, so a file skips the seconds of CPU a fresh process
// spends loading them. That holds only for files that take the modules as they are: one that
// replaces a module or a function (vi.mock, vi.spyOn, vi.stubGlobal) or changes the configuration
// the modules read (process.env, or lib/env.ts's object, which a module may read once and keep),
// itself or through a helper of tests/ it imports, gets its own process. per-file.ts restores
// process.env, lib/env.ts's fields, spies and timers between shared files all the same.
const changesWhatModulesRead =
  /\bvi\.(?:mock|doMock|stubEnv|stubGlobal|spyOn|resetModules)\(|(?<![\w.])(?:process\.)?env\.[A-Z_]+\s*=[^=]|delete process\.env|Object\.assign\((?:process\.)?env\b/;
const relativeImport = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(folder, file));
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, path.join(base, "index.ts")].find((file) => file.endsWith(".ts") && existsSync(file));
}

/** Whether `file`, or a module of the test tree it imports (at any depth), changes what modules read. */
function needsItsOwnProcess(file: string, verdicts: Map<string, boolean>): boolean {
  const known = verdicts.get(file);
  if (known !== undefined) return known;
  verdicts.set(file, false); // an import circle ends here
  const source = readFileSync(file, "utf8");
  const verdict =
    changesWhatModulesRead.test(source) ||
    [...source.matchAll(relativeImport)].some(([, specifier]) => {
      const imported = resolveLocal(file, specifier);
      return imported !== undefined && needsItsOwnProcess(imported, verdicts);
    });
  verdicts.set(file, verdict);
  return verdict;
}

/** The files that run in a process of their own, relative to the project root, sorted. */
export function isolatedTestFiles(root: string): string[] {
  const verdicts = new Map<string, boolean>();
  return ["tests", "lib", "jobs"]
    .flatMap((folder) => testFilesUnder(path.join(root, folder)))
    .filter((file) => needsItsOwnProcess(file, verdicts))
    .map((file) => path.relative(root, file))
    .sort();
}
