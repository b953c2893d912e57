import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { reportMissingSystemServers, startMissingServerLog } from "./missing-servers";
import { fileDatabasePrefix, maintenanceUrl } from "./postgres-template";
import { TEST_ENV } from "./test-env";

// Builds the database the suite runs on, through the same commands a user runs: `prisma migrate
// deploy` and the seed, once, into a template. Every test file then works on a copy of it
// (tests/setup/per-file.ts): with TEST_DATABASE_URL that database is the template and each file
// gets `CREATE DATABASE ... TEMPLATE` of it; without it an embedded PGlite template is migrated and
// each file copies its folder. Files never share a database, so they run fully in parallel.

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string | null;
    /** The PostgreSQL database every file's database is a copy of (TEST_DATABASE_URL's), or null. */
    postgresTemplate: string | null;
  }
}

function runCli(args: string[], env: Record<string, string>) {
  execFileSync("npx", args, { env: { ...process.env, ...TEST_ENV, ...env }, stdio: "pipe" });
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropFileDatabases(url: string, template: string) {
  await onServer(maintenanceUrl(url), async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)",
      [fileDatabasePrefix(template)],
    );
    // A few at a time: each drop waits on its own file removal, not on the others.
    const pending = rows.map(({ name }) => name);
    const dropNext = async (): Promise<void> => {
      const name = pending.pop();
      if (!name) return;
      await onServer(maintenanceUrl(url), (dropper) => dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await dropNext();
    };
    await Promise.all(Array.from({ length: 4 }, dropNext));
  });
}

async function resetPostgres(url: string) {
  await onServer(url, async (client) => {
    // Job queue schemas (pgboss, or pgboss_<file> of runs from before per-file databases) go too.
    const { rows } = await client.query<{ name: string }>(
      "SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'pgboss%'",
    );
    const queues = rows.map(({ name }) => `DROP SCHEMA IF EXISTS "${name}" CASCADE;`).join(" ");
    await client.query(`DROP SCHEMA IF EXISTS public CASCADE; ${queues} CREATE SCHEMA public;`);
  });
}

export default async function setup(project: TestProject) {
  const missingServerLog = startMissingServerLog(project);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = decodeURIComponent(new URL(url).pathname.slice(1));
    // Copies left behind by an interrupted run go first.
    await dropFileDatabases(url, template);
    await resetPostgres(url);
    runCli(["prisma", "migrate", "deploy"], { DATABASE_URL: url });
    runCli(["tsx", "prisma/seed.ts"], { DATABASE_URL: url });
    project.provide("pgliteTemplateDir", null);
    project.provide("postgresTemplate", template);
    // All at the end rather than each at its file's end: a file's process may still hold
    // connections (pools, pg-boss) until it exits, and dropping under them would fail the file.
    return async () => {
      await dropFileDatabases(url, template);
      reportMissingSystemServers(missingServerLog);
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "sendwell-test-template-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  runCli(["prisma", "migrate", "deploy"], env);
  runCli(["tsx", "prisma/seed.ts"], env);
  project.provide("pgliteTemplateDir", path.join(dataDir, "pglite"));
  project.provide("postgresTemplate", null);
  return () => {
    rmSync(dataDir, { recursive: true, force: true });
    reportMissingSystemServers(missingServerLog);
  };
}
