import { execFileSync } from "node:child_process";
import path from "node:path";
import { logger } from "@/lib/logging";

// Brings the database up to date: pending migrations (Prisma's JS schema engine, no download),
// then the idempotent seed. Each step runs in its own process and exits before the server opens
// the database, which the embedded PGlite requires.

const bin = (name: string) => path.resolve("node_modules", ".bin", name);

export function prepareDatabase() {
  logger.info("Applying database migrations");
  execFileSync(bin("prisma"), ["migrate", "deploy"], { stdio: "inherit" });
  logger.info("Seeding plans and permissions");
  execFileSync(bin("tsx"), ["prisma/seed.ts"], { stdio: "inherit" });
}

if (import.meta.url === `file://${process.argv[1]}`) prepareDatabase();
