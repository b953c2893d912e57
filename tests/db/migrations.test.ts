import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";

// Migrations go through `prisma migrate deploy` on Prisma's JS schema engine, exactly as
// `npm start` and a deployment run them. The suite's own database was built the same way.

function prisma(args: string[], env: Record<string, string>) {
  return execFileSync("npx", ["prisma", ...args], { env: { ...process.env, ...env }, encoding: "utf8", stdio: "pipe" });
}

const EXPECTED_TABLES = [
  "Campaign",
  "Contact",
  "Email",
  "EmailTracking",
  "Product",
  "RefreshToken",
  "Subscription",
  "Team",
  "Webhook",
];

describe("migrations", () => {
  // Once per run: with TEST_DATABASE_URL this file also runs in the "pglite" project, where
  // tests/setup/per-file.ts removes that variable, and this test runs there.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    "apply to a fresh embedded PGlite database and leave it up to date",
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "sendwell-migrate-"));
      try {
        const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
        expect(prisma(["migrate", "deploy"], env)).toMatch(/successfully applied/);
        expect(prisma(["migrate", "status"], env)).toMatch(/Database schema is up to date/);
        const pglite = new PGlite(path.join(dataDir, "pglite"));
        const { rows } = await pglite.query<{ indexdef: string }>(
          "SELECT indexdef FROM pg_indexes WHERE indexname = 'contact_list_email_key'",
        );
        await pglite.close();
        expect(rows[0]?.indexdef).toMatch(/lower\(email\)/);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)("apply to a fresh PostgreSQL database", { timeout: 180_000 }, async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `sendwell_migrate_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      expect(prisma(["migrate", "deploy"], { DATABASE_URL: url.toString() })).toMatch(/successfully applied/);
      expect(prisma(["migrate", "status"], { DATABASE_URL: url.toString() })).toMatch(/Database schema is up to date/);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      await client.end();
      expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      // No shadow database is left behind by the migration adapter.
      const leftovers = await admin.query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'",
      );
      expect(leftovers.rows).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.end();
    }
  });
});
