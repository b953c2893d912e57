import path from "node:path";
import { defineConfig } from "prisma/config";
import { databaseTarget } from "./lib/db/adapter";
import { createMigrationAdapter } from "./lib/db/migration-adapter";

// Migrations run on Prisma's JavaScript schema engine through a driver adapter, so neither this
// machine nor a user's needs the native engine binary. Without DATABASE_URL they target the
// embedded PGlite database under DATA_DIR. This file deliberately avoids lib/env.ts: `prisma
// generate` must work before any configuration exists.
const dataDir = path.resolve(process.env.DATA_DIR || ".data");
const target = databaseTarget({
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  PGLITE_DIR: path.join(dataDir, "pglite"),
});

// The schema's datasource keeps `url = env("DATABASE_URL")` for tooling; the adapter above is what
// actually connects. Without a value the CLI falls back to downloading the native engines.
process.env.DATABASE_URL ||= "postgresql://embedded-pglite.invalid/sendwell";

export default defineConfig({
  experimental: { adapter: true },
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx prisma/seed.ts" },
  engine: "js",
  adapter: async () => createMigrationAdapter(target),
});
