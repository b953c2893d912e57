import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The test files that need a process of their own on PostgreSQL (vitest.config.ts's
// "postgres-isolated" project). The others share their worker's process one file after another
// ("postgres", isolate: false): each file still starts on a fresh copy of the template database
// and the environment the worker began with (tests/setup/per-file.ts), but the modules it imports
// are the ones the worker loaded already, so a file skips the seconds of CPU a fresh process
// spends loading them (about 6 s a file, 2026-12-01). Between shared files per-file.ts restores
// process.env, every field of lib/env.ts's object, spies (vi.spyOn), stubbed globals and timers,
// so a file that sets `env.X` (the application reads lib/env.ts's fields when it runs, never
// keeps one from its first call) or spies on a function shares all the same. What per-file.ts
// cannot undo gets a process of its own: a module replaced (vi.mock, vi.doMock) or the module
// cache reset, and process.env changed, which lib/env.ts reads once, as the modules load; itself
// or through a helper of tests/ it imports.
const changesWhatModulesRead =
  /\bvi\.(?:mock|doMock|stubEnv|resetModules)\(|\bprocess\.env\.[A-Z_]+\s*=[^=]|delete process\.env|Object\.assign\(process\.env\b/;
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
