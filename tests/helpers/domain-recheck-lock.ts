import pg from "pg";

// The daily re-check (jobs/reverify-domains.ts) looks at every sending domain in the database. On
// the shared PostgreSQL test database files run side by side, each with its own DNS server: one
// file's re-check would find another file's records missing and turn its verified domains FAILED
// while that file is sending signed mail. Tests whose sends need their domains to stay verified
// hold this advisory lock shared; a test that runs the re-check holds it exclusively. Each file
// of the embedded database has a database of its own, so there the lock guards nothing.

const LOCK_KEY = 73_182_011;

async function holdLock(kind: "shared" | "exclusive"): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return async () => {};
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(kind === "shared" ? "SELECT pg_advisory_lock_shared($1)" : "SELECT pg_advisory_lock($1)", [
    LOCK_KEY,
  ]);
  // Ending the session releases the lock.
  return () => client.end();
}

/** Holds the lock shared until the returned function is called: no re-check runs meanwhile. */
export const keepDomainsVerified = () => holdLock("shared");

/** Runs `work` (a re-check of every domain) once no other file relies on its domains staying verified. */
export async function whileNoOneSends<T>(work: () => Promise<T>): Promise<T> {
  const release = await holdLock("exclusive");
  try {
    return await work();
  } finally {
    await release();
  }
}
