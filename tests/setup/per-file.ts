import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject, vi } from "vitest";
import { closeProcessSingletons } from "@/lib/process/singletons";
import { fileDatabasePrefix, maintenanceUrl } from "./postgres-template";
import { TEST_ENV } from "./test-env";

// Runs before each test file's imports, so lib/env.ts reads these values. Every file gets a
// database of its own, a copy of the template global-setup.ts migrated and seeded: its own PGlite
// folder, or on PostgreSQL its own database (dropped by global-setup.ts when the run ends).

Object.assign(process.env, TEST_ENV);
delete process.env.REDIS_URL;

const pgliteTemplate = inject("pgliteTemplateDir");
const postgresTemplate = inject("postgresTemplate");

// A worker that runs several files (the "postgres" project does not isolate them, vitest.config.ts)
// keeps its database's name and its DATA_DIR, but every file after the first starts on a fresh
// copy of the template all the same: what the last file opened is closed first (the database
// client, job queue, pools: lib/process/singletons.ts), then the copy is dropped and made again.
const WORKER_DATABASE = Symbol.for("sendwell.test-worker-database");
type EnvObject = Record<string, unknown>;
const worker = globalThis as {
  [WORKER_DATABASE]?: {
    name: string;
    dataDir: string;
    environment: Record<string, string | undefined>;
    /** lib/env.ts's object as the worker's first file began (tests set its fields directly). */
    config: { live: EnvObject; snapshot: EnvObject };
  };
};

/**
 * `live` given `snapshot`'s fields again, in place: the modules hold this very object (process.env,
 * lib/env.ts's `env`). Tests replace a field's value (`env.X = ...`) rather than change it, so the
 * values are kept as they are (ENCRYPTION_KEY is a Buffer; a deep copy would make it a Uint8Array).
 */
function restoreObject(live: EnvObject, snapshot: EnvObject) {
  for (const key of Object.keys(live)) if (!(key in snapshot)) delete live[key];
  Object.assign(live, snapshot);
}

async function onMaintenance(run: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: maintenanceUrl(process.env.TEST_DATABASE_URL as string) });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

const reused = worker[WORKER_DATABASE];
if (reused && postgresTemplate) {
  // The environment as the worker's first file began, whatever a file since changed in it.
  restoreObject(process.env, reused.environment);
  restoreObject(reused.config.live, reused.config.snapshot);
  // What a file may leave behind in the test runner itself: spies, stubbed globals, fake timers.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await closeProcessSingletons();
  rmSync(reused.dataDir, { recursive: true, force: true });
  mkdirSync(reused.dataDir, { recursive: true });
  await onMaintenance(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${reused.name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${reused.name}" TEMPLATE "${postgresTemplate}"`);
  });
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sendwell-test-"));
  process.env.DATA_DIR = dataDir;
  if (pgliteTemplate) {
    // The tests that need a server shared by processes check TEST_DATABASE_URL: off on PGlite.
    delete process.env.DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    cpSync(pgliteTemplate, path.join(dataDir, "pglite"), { recursive: true });
  } else if (postgresTemplate && process.env.TEST_DATABASE_URL) {
    const name = `${fileDatabasePrefix(postgresTemplate)}${randomBytes(6).toString("hex")}`;
    // PostgreSQL 15's default strategy (WAL_LOG) and not FILE_COPY: FILE_COPY checkpoints before
    // and after each copy, and took 1.9 s a copy and 1.1 s a drop against 0.65 s and 0.28 s
    // (this 14 MB template, 2026-11-29, under load).
    await onMaintenance((admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${postgresTemplate}"`));
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    // Tests that start child processes on "the test database" read TEST_DATABASE_URL: this file's.
    process.env.TEST_DATABASE_URL = url.toString();
    process.env.DATABASE_URL = url.toString();
    if (inject("sharesProcess")) {
      // Loaded here, after the environment above is final, as the test file would load it. Not in
      // a file with a process of its own: it may set process.env before it loads the app.
      const { env } = (await import("@/lib/env")) as unknown as { env: EnvObject };
      worker[WORKER_DATABASE] = {
        name,
        dataDir,
        environment: { ...process.env },
        config: { live: env, snapshot: { ...env } },
      };
    }
  }
}
