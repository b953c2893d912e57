import path from "node:path";
import { defineConfig } from "vitest/config";
import SlowestFirst from "./tests/setup/slowest-first";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "jobs/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/per-file.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each test file gets its own database, a copy of the migrated template (per-file.ts): files
    // share nothing and run fully in parallel. Four files at a time on two cores: most of a file's
    // time is spent waiting (timers, sockets, child processes, the database), and the suite took
    // 342 s on PostgreSQL and 390 s on PGlite with four against about 505 s on PostgreSQL with two
    // on the same machine (2026-11-26).
    maxWorkers: 4,
    // The longest files first (tests/setup/file-durations.json), so no long file starts last.
    sequence: { sequencer: SlowestFirst },
  },
});
