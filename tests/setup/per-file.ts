import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { TEST_ENV } from "./test-env";

// Runs before each test file's imports, so lib/env.ts reads these values.
Object.assign(process.env, TEST_ENV);
delete process.env.REDIS_URL;

const dataDir = mkdtempSync(path.join(tmpdir(), "sendwell-test-"));
process.env.DATA_DIR = dataDir;

const template = inject("pgliteTemplateDir");
if (template) {
  delete process.env.DATABASE_URL;
  cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
} else {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  // Files run in parallel on the shared database: each gets its own job queue.
  process.env.PGBOSS_SCHEMA = `pgboss_${path
    .basename(dataDir)
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase()}`;
}
