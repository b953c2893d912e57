import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Points this process at a freshly migrated and seeded database before any app module loads:
 * BENCH_DATABASE_URL (PostgreSQL) when set, else a new embedded PGlite directory.
 */
export function prepareBenchDatabase(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sendwell-bench-"));
  process.env.DATA_DIR = dataDir;
  process.env.SEED_DEMO = "false";
  process.env.JOBS_WORKER = "false";
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.DATABASE_URL;
  const bin = (name: string) => path.resolve("node_modules", ".bin", name);
  // Quiet unless it fails: Prisma's error (a database that does not exist, say) still shows.
  const options = { stdio: ["ignore", "ignore", "inherit"] as ("ignore" | "inherit")[], env: process.env };
  execFileSync(bin("prisma"), ["migrate", "deploy"], options);
  execFileSync(bin("tsx"), ["prisma/seed.ts"], options);
  return process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
}
