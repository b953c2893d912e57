import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Starts the test files that take longest first, so that the run does not end with one long file
// (the multi-process campaign, the crash tests) running alone while the other workers sit idle.
// Vitest orders by its own cache of the last run's durations, which a fresh clone (CI) does not
// have; there it would go by file size, and a short file that spawns five processes would start
// last. file-durations.json holds each file's seconds from a full run on PostgreSQL
// (`npm run test:durations` rewrites it from Vitest's cache after a run). A file it does not
// know yet starts first: it may be a slow one.

const durationsFile = path.join(import.meta.dirname, "file-durations.json");

function knownSeconds(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(durationsFile, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

// A worker that has run a file of a project that shares processes (isolate: false, the
// "postgres" project of vitest.config.ts) keeps its process only while the next file in the queue
// is of that project too; otherwise Vitest ends it and starts a fresh one. So the files with a
// process of their own go first, then the shared ones, slowest first within each; only files long
// enough that a late start would end the run alone go before all the others.
const LONG_SECONDS = 60;

export default class SlowestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const seconds = knownSeconds();
    const root = this.ctx.config.root;
    const secondsOf = (file: TestSpecification) =>
      seconds[path.relative(root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    const rank = (file: TestSpecification) =>
      secondsOf(file) >= LONG_SECONDS ? 0 : file.project.config.isolate === false ? 2 : 1;
    return [...files].sort((a, b) => rank(a) - rank(b) || secondsOf(b) - secondsOf(a));
  }
}
