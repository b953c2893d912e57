import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { reportMissingSystemServers, startMissingServerLog } from "./missing-servers";
import { fileDatabasePrefix, maintenanceUrl, runOf, runTemplateName } from "./postgres-template";
import { TEST_ENV } from "./test-env";

// Builds the database the suite runs on, through the same commands a user runs: `prisma migrate
// deploy` and the seed, once, into a template. Every test file then works on a copy of it
// (tests/setup/per-file.ts): with TEST_DATABASE_URL the run makes its own template beside that
// database (postgres-template.ts) and each file gets `CREATE DATABASE ... TEMPLATE` of it; without it an embedded PGlite template is migrated and
// each file copies its folder. Files never share a database, so they run fully in parallel.

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string | null;
    /** The PostgreSQL database every file's database is a copy of (this run's template), or null. */
    postgresTemplate: string | null;
    /** Whether the project's files share their worker's process (isolate: false, vitest.config.ts). */
    sharesProcess: boolean;
  }
}

const execFileAsync = promisify(execFile);

async function runCli(args: string[], env: Record<string, string>) {
  await execFileAsync("npx", args, { env: { ...process.env, ...TEST_ENV, ...env }, maxBuffer: 16 * 1024 * 1024 });
}

/** Migrates and seeds an embedded PGlite template in a folder of its own; answers the folder. */
async function preparePgliteTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sendwell-test-template-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  await runCli(["prisma", "migrate", "deploy"], env);
  await runCli(["tsx", "prisma/seed.ts"], env);
  return dataDir;
}

// Vitest sets the projects up one after the other. When the run has both (vitest.config.ts, with
// TEST_DATABASE_URL), the PostgreSQL project's setup starts the PGlite template too, so the two
// migrations share the cores instead of the second waiting on the first; the PGlite project's setup
// picks that work up. Kept on globalThis: each project may load this module afresh.
const pgliteTemplateKey = Symbol.for("sendwell.tests.pgliteTemplate");
function pgliteTemplate(): Promise<string> {
  const holder = globalThis as { [pgliteTemplateKey]?: Promise<string> };
  holder[pgliteTemplateKey] ??= preparePgliteTemplate();
  return holder[pgliteTemplateKey];
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

/** Whether the process is still running (a run's databases are left alone while it is). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Drops the databases `select` picks among the server's, a few at a time (each drop waits on its own files). */
async function dropDatabases(url: string, select: (name: string) => boolean) {
  const names = await onServer(maintenanceUrl(url), async (client) => {
    const { rows } = await client.query<{ name: string }>("SELECT datname AS name FROM pg_database");
    return rows.map(({ name }) => name).filter(select);
  });
  // Copies before their templates: a template cannot be dropped while it is being copied.
  const pending = names.sort((a, b) => a.length - b.length);
  const dropNext = async (): Promise<void> => {
    const name = pending.pop();
    if (!name) return;
    await onServer(maintenanceUrl(url), (dropper) => dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    await dropNext();
  };
  await Promise.all(Array.from({ length: 4 }, dropNext));
}

/** Makes this run's PostgreSQL template from `url`'s database name: migrated and seeded once. */
async function preparePostgresTemplate(url: string): Promise<string> {
  const base = decodeURIComponent(new URL(url).pathname.slice(1));
  const template = runTemplateName(base, process.pid);
  // Databases left behind by runs that were interrupted go first; a run still going keeps its own.
  await dropDatabases(url, (name) => {
    const run = runOf(name, base);
    return run !== null && (run === process.pid || !isRunning(run));
  });
  await onServer(maintenanceUrl(url), (client) => client.query(`CREATE DATABASE "${template}"`));
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  await runCli(["prisma", "migrate", "deploy"], { DATABASE_URL: templateUrl.toString() });
  await runCli(["tsx", "prisma/seed.ts"], { DATABASE_URL: templateUrl.toString() });
  return template;
}

// Both PostgreSQL projects ("postgres" and "postgres-isolated", vitest.config.ts) copy the one
// template; the first to set up makes it, the last to tear down drops it.
const postgresTemplateKey = Symbol.for("sendwell.tests.postgresTemplate");
type SharedTemplate = { template: Promise<string>; users: number };
function postgresTemplate(url: string): SharedTemplate {
  const holder = globalThis as { [postgresTemplateKey]?: SharedTemplate };
  holder[postgresTemplateKey] ??= { template: preparePostgresTemplate(url), users: 0 };
  return holder[postgresTemplateKey];
}

export default async function setup(project: TestProject) {
  const missingServerLog = startMissingServerLog(project);
  // The "pglite" project runs on the embedded database even when TEST_DATABASE_URL names a server
  // (vitest.config.ts runs its driver-specific files there beside the PostgreSQL run).
  const url = project.name === "pglite" ? undefined : process.env.TEST_DATABASE_URL;
  if (url) {
    // Started now and awaited by the PGlite project's setup; a failure there fails that project.
    if (project.vitest.projects.some((other) => other.name === "pglite")) pgliteTemplate().catch(() => undefined);
    const shared = postgresTemplate(url);
    shared.users += 1;
    const template = await shared.template;
    project.provide("pgliteTemplateDir", null);
    project.provide("postgresTemplate", template);
    project.provide("sharesProcess", project.config.isolate === false);
    // All at the end rather than each at its file's end: a file's process may still hold
    // connections (pools, pg-boss) until it exits, and dropping under them would fail the file.
    return async () => {
      shared.users -= 1;
      if (shared.users === 0)
        await dropDatabases(url, (name) => name === template || name.startsWith(fileDatabasePrefix(template)));
      reportMissingSystemServers(missingServerLog);
    };
  }
  const dataDir = await pgliteTemplate();
  project.provide("pgliteTemplateDir", path.join(dataDir, "pglite"));
  project.provide("postgresTemplate", null);
  project.provide("sharesProcess", false);
  return () => {
    rmSync(dataDir, { recursive: true, force: true });
    reportMissingSystemServers(missingServerLog);
  };
}
