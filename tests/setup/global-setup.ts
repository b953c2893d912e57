import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { TEST_ENV } from "./test-env";

// Builds the database the suite runs on, through the same commands a user runs: `prisma migrate
// deploy` and the seed. With TEST_DATABASE_URL that database is emptied and migrated; without it an
// embedded PGlite template is migrated once and every test file works on a copy of it.

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string | null;
  }
}

function runCli(args: string[], env: Record<string, string>) {
  execFileSync("npx", args, { env: { ...process.env, ...TEST_ENV, ...env }, stdio: "pipe" });
}

async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Every file's job queue schema (pgboss_<file>) from earlier runs goes too.
    const { rows } = await client.query<{ name: string }>(
      "SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'pgboss%'",
    );
    const queues = rows.map(({ name }) => `DROP SCHEMA IF EXISTS "${name}" CASCADE;`).join(" ");
    await client.query(`DROP SCHEMA IF EXISTS public CASCADE; ${queues} CREATE SCHEMA public;`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await resetPostgres(url);
    runCli(["prisma", "migrate", "deploy"], { DATABASE_URL: url });
    runCli(["tsx", "prisma/seed.ts"], { DATABASE_URL: url });
    project.provide("pgliteTemplateDir", null);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "sendwell-test-template-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  runCli(["prisma", "migrate", "deploy"], env);
  runCli(["tsx", "prisma/seed.ts"], env);
  project.provide("pgliteTemplateDir", path.join(dataDir, "pglite"));
  return () => rmSync(dataDir, { recursive: true, force: true });
}
