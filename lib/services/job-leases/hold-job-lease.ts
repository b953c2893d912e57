import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { db } from "@/lib/db";
import type { DriverQuery } from "@/lib/db/driver-transaction";
import { env } from "@/lib/env";
import { logger } from "@/lib/logging/logger";

// Who runs a long job right now (an import of a million rows, a roll-up rebuild): a lease row per
// job name and key, held by the job while its handler runs and renewed every third of
// JOB_LEASE_SECONDS (the database's clock). pg-boss 10 has no heartbeat, so without it a worker
// killed mid-job would leave the job until its 15-minute expiry; with it, the sweep of every worker
// (sweep-lapsed-job-leases.ts) queues the job again about a lease after its holder died. The job
// itself must be safe to run again (an import resumes after its committed batches, a rebuild
// recomputes the same figures). Campaign runs have their own lease with hand-offs
// (lib/services/campaigns/campaign-run-lease.ts).

type JobLease = {
  /** Replaces the payload a lapsed lease queues again: how far the job got, so the next run resumes
   * there. `query`: write it in the caller's driver transaction, with the progress it records. */
  record: (payload: Record<string, unknown>, query?: DriverQuery) => Promise<void>;
  release: () => Promise<void>;
};

const leaseSeconds = () => env.JOB_LEASE_SECONDS;

/**
 * Takes the lease of `job` for `key` unless a live one is held (then null: the holder carries the
 * work, and should it die the sweep queues `payload` again). Released when the handler ends,
 * whether it returned or threw (a thrown job is pg-boss's to retry).
 */
export async function holdJobLease({
  job,
  key,
  payload,
}: {
  job: string;
  key: string;
  payload: Record<string, unknown>;
}): Promise<JobLease | null> {
  const owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  const taken = await db.$executeRaw`
    INSERT INTO "JobLease" ("job", "key", "owner", "queue", "payload", "expiresAt")
    VALUES (${job}, ${key}, ${owner}, ${env.PGBOSS_SCHEMA}, ${JSON.stringify(payload)}::jsonb,
            now() + make_interval(secs => ${leaseSeconds()}::float8))
    ON CONFLICT ("job", "key") DO UPDATE SET "owner" = EXCLUDED."owner", "queue" = EXCLUDED."queue",
      "payload" = EXCLUDED."payload", "expiresAt" = EXCLUDED."expiresAt"
    WHERE "JobLease"."expiresAt" < now()`;
  if (taken !== 1) return null;
  const timer = setInterval(
    () => {
      db.$executeRaw`
      UPDATE "JobLease" SET "expiresAt" = now() + make_interval(secs => ${leaseSeconds()}::float8)
       WHERE "job" = ${job} AND "key" = ${key} AND "owner" = ${owner}`.catch((error: unknown) =>
        logger.warn({ job, key, err: error }, "Renewing a job lease failed; the next renewal tries again"),
      );
    },
    (leaseSeconds() * 1000) / 3,
  );
  timer.unref();
  return {
    async record(progress, query) {
      const text = `UPDATE "JobLease" SET "payload" = $1::jsonb WHERE "job" = $2 AND "key" = $3 AND "owner" = $4`;
      const values = [JSON.stringify(progress), job, key, owner];
      if (query) await query(text, values);
      else await db.$executeRawUnsafe(text, ...values);
    },
    async release() {
      clearInterval(timer);
      await db.$executeRaw`DELETE FROM "JobLease" WHERE "job" = ${job} AND "key" = ${key} AND "owner" = ${owner}`;
    },
  };
}

/** Lapsed leases of `job` in this worker's queue, each handed to this caller alone (DELETE ... RETURNING). */
export async function takeLapsedJobLeases(job: string): Promise<Record<string, unknown>[]> {
  const rows = await db.$queryRaw<{ payload: Record<string, unknown> }[]>`
    DELETE FROM "JobLease" WHERE "job" = ${job} AND "expiresAt" < now() AND "queue" = ${env.PGBOSS_SCHEMA}
    RETURNING "payload"`;
  return rows.map((row) => row.payload);
}
