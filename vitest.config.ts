import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { isolatedTestFiles } from "./tests/setup/isolated-files";
import { pgliteTestFiles } from "./tests/setup/pglite-files";
import SlowestFirst from "./tests/setup/slowest-first";

const root = import.meta.dirname;
const allFiles = ["tests/**/*.test.ts", "lib/**/*.test.ts", "jobs/**/*.test.ts"];
const isolatedFiles = isolatedTestFiles(root);

// With TEST_DATABASE_URL the suite runs whole on PostgreSQL (project "postgres") and, in the same
// run, the files whose code paths differ on the embedded database run there too (project "pglite",
// tests/setup/pglite-files.ts): one pool fills its slots from both. Without it (the README's
// `npm test`), every file runs on PGlite. tests/setup/global-setup.ts reads the project's name.
const projects: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      // Files share their worker's process one after another (tests/setup/isolated-files.ts says
      // why and which do not); each still gets a fresh database (tests/setup/per-file.ts).
      { extends: true, test: { name: "postgres", include: allFiles, exclude: isolatedFiles, isolate: false } },
      { extends: true, test: { name: "postgres-isolated", include: isolatedFiles } },
      { extends: true, test: { name: "pglite", include: pgliteTestFiles(root) } },
    ]
  : [{ extends: true, test: { name: "pglite", include: allFiles } }];

export default defineConfig({
  resolve: { alias: { "@": path.resolve(root) } },
  test: {
    projects,
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/per-file.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each test file gets its own database, a copy of the migrated template (per-file.ts): files
    // share nothing and run fully in parallel. Most of a file's time is spent waiting (timers,
    // sockets, child processes, the database): on PostgreSQL, four at a time kept the two cores
    // about half busy (650 s of CPU, PostgreSQL's 120 s aside, in the suite's 667 s, 2026-11-29).
    // Five, with the PGlite files in the same pool, fill them without starving the crash tests.
    maxWorkers: 5,
    // The longest files first (tests/setup/file-durations.json), so no long file starts last.
    sequence: { sequencer: SlowestFirst },
  },
});
