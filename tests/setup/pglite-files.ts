import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The test files that run a second time on the embedded PGlite when the suite runs on PostgreSQL
// (vitest.config.ts's "pglite" project). Running the whole suite on both databases cost two
// suites' time for the same application code: PGlite is PostgreSQL compiled to WASM, the SQL is the
// same, and what differs is the driver layer. That layer is what these files exercise:
//   lib/db/driver-transaction.ts   COPY FROM '/dev/blob' instead of STDIN, bytea parameters as text
//   lib/db/migration-adapter.ts    migrations and the in-memory shadow database
//   lib/db/errors.ts               constraint violations as raw SQLSTATEs (unique sign-up, domain, contact)
//   lib/jobs/pg-boss/create-boss.ts   pg-boss over the in-process executor
//   lib/services/imports/write-contacts-sql.ts   the COPY import and its unique-index refusal
//   lib/services/emails/queue-email.ts, mail-options.ts   attachments as base64 through the adapter
//   lib/tracking/record/recorder.ts   hits written in this thread (PostgreSQL uses a worker thread)
//   lib/runtime/shutdown.ts        the embedded database closed and flushed on shutdown
//   lib/analytics rollups          raw SQL with BIGINT and JSON results through the PGlite adapter
// plus the in-process variants of the crash and expiry tests, which only run without PostgreSQL.
// A test file that adds a PGlite branch belongs in this list; one whose tests run only on the
// embedded database (`runIf(!env.DATABASE_URL)`, or it opens PGlite itself) joins it by itself
// (branchesOnTheEmbeddedDatabase below). A file that merely waits longer there, and says so in a
// comment, does not: its code paths are the PostgreSQL run's, and running it twice cost the suite
// about 150 s of worker time (2026-11-30). The browser tests run the whole app on PGlite.
const listed = [
  "tests/db/driver-transaction.test.ts",
  "tests/db/migrations.test.ts",
  "tests/db/soft-delete.test.ts",
  "tests/auth/register.test.ts",
  "tests/contacts/contacts.test.ts",
  "tests/domains/domains-api.test.ts",
  "tests/jobs/pg-boss-worker.test.ts",
  "tests/imports/batch-paths.test.ts",
  "tests/imports/pg-boss-import.test.ts",
  "tests/imports/process-import.test.ts",
  "tests/imports/resume-import.test.ts",
  "tests/developer-platform/batch-attachments.test.ts",
  "tests/emails/resend-compatible.test.ts",
  "tests/tracking/recorder-thread.test.ts",
  "tests/tracking/hits.test.ts",
  "tests/ops/graceful-shutdown.test.ts",
  "tests/ops/job-expiry.test.ts",
  "tests/ops/worker-metrics.test.ts",
  "tests/inbound/intake-crash.test.ts",
  "tests/analytics/rollups-property.test.ts",
];

const branchesOnTheEmbeddedDatabase = /(?:runIf|skipIf)\(\s*!?\s*(?:process\.)?env\.DATABASE_URL\b|openPglite\(/;

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(folder, file));
}

/** The driver-specific files, relative to the project root, sorted. */
export function pgliteTestFiles(root: string): string[] {
  const found = ["tests", "lib", "jobs"]
    .flatMap((folder) => testFilesUnder(path.join(root, folder)))
    .filter((file) => branchesOnTheEmbeddedDatabase.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file));
  return [...new Set([...listed, ...found])].sort();
}
