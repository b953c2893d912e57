import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { rebuildAnalyticsRollupsJob } from "@/jobs/rebuild-analytics-rollups";
import { db } from "@/lib/db";
import { insertTrackingRows } from "@/lib/tracking/record/insert-tracking-rows";
import { createTestTeam } from "../helpers/teams";

// Issue 41: a roll-up rebuild whose worker is killed is queued again from its lease
// (lib/services/job-leases) and resumes where it stopped: once its reset has committed, the job
// queued again folds what is still unfolded instead of resetting the team again, and the figures
// are those of a whole rebuild. The child runs the real job; the test holds the team's fold lock
// (lib/analytics/rollup/fold-rows.ts, lockTeams) so that the child stops right after its reset.

const shared = Boolean(process.env.TEST_DATABASE_URL);

/** The team's roll-ups, comparable across rebuilds. */
async function rollups(teamId: string) {
  const counters = await db.$queryRaw<unknown[]>`
    SELECT scope, dim, k1, k2, n::int, u::int, sum::float8 FROM "AnalyticsCounter" WHERE "teamId" = ${teamId} ORDER BY 1, 2, 3, 4`;
  const states = await db.$queryRaw<unknown[]>`
    SELECT "emailId", state FROM "AnalyticsEmailState" WHERE "teamId" = ${teamId} ORDER BY 1`;
  const presence = await db.$queryRaw<unknown[]>`
    SELECT scope, dim, member FROM "AnalyticsPresence" WHERE "teamId" = ${teamId} ORDER BY 1, 2, 3`;
  return { counters, states, presence };
}

/** Waits until another session waits for the advisory lock `key` in this database (pg_locks lists
 * the whole cluster's locks, and other test files wait for locks of their own). */
async function waitForLockWaiter(client: pg.Client, pid: number, key: string) {
  for (let tries = 0; tries < 600; tries++) {
    const { rows } = await client.query(
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND pid <> $1
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND objsubid = 1 AND ((classid::bigint << 32) | objid::bigint) = hashtext($2)::bigint`,
      [pid, key],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the rebuild never waited for the fold lock");
}

describe("roll-up rebuild", () => {
  it.runIf(shared)(
    "killed after its reset, resumes from its lease with the fold, and ends with a whole rebuild's figures",
    async () => {
      const { team } = await createTestTeam();
      const campaign = await db.campaign.create({ data: { teamId: team.id, name: "Spring", status: "SENT" } });
      const emails = await Promise.all(
        [0, 1, 2].map((n) =>
          db.email.create({
            data: {
              teamId: team.id,
              campaignId: campaign.id,
              from: "news@example.com",
              to: `reader${n}@example.com`,
              subject: "Hi",
              body: "<p>Hi</p>",
              status: "SENT",
              sentAt: new Date(Date.now() - 3_600_000),
            },
          }),
        ),
      );
      const rows = emails.flatMap((email, n) =>
        Array.from({ length: 4 + n }, (_, k) => ({
          teamId: team.id,
          emailId: email.id,
          campaignId: campaign.id,
          event: k % 3 === 2 ? ("click" as const) : ("open" as const),
          url: k % 3 === 2 ? "https://example.com/a" : null,
          timestamp: new Date(Date.now() - 3_000_000 + (n * 10 + k) * 60_000),
          browser: k % 2 ? "Chrome" : "Safari",
          country: "DE",
        })),
      );
      await insertTrackingRows(rows);
      const lockKey = `rollup:${team.id}`;
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        const { rows: me } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        await client.query("SELECT pg_advisory_lock(hashtext($1))", [lockKey]);
        const child = spawn(
          process.execPath,
          ["--import", "tsx", path.join(import.meta.dirname, "rebuild-child.ts"), team.id],
          {
            cwd: path.resolve(import.meta.dirname, "../.."),
            env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, JOB_LEASE_SECONDS: "30" },
            stdio: ["ignore", "pipe", "inherit"],
          },
        );
        const exited = new Promise((resolve) => child.on("exit", resolve));
        // The child's reset waits for the lock; handed over, the lock comes back to this test when
        // the reset commits (this session queued for it first), and the child's fold waits again.
        await waitForLockWaiter(client, me[0].pid, lockKey);
        await client.query("SELECT pg_advisory_unlock(hashtext($1))", [lockKey]);
        await client.query("SELECT pg_advisory_lock(hashtext($1))", [lockKey]);
        await waitForLockWaiter(client, me[0].pid, lockKey);
        child.kill("SIGKILL");
        await exited;
        await client.query("SELECT pg_advisory_unlock(hashtext($1))", [lockKey]);
      } finally {
        await client.end();
      }

      // What the killed worker left: the reset committed, nothing folded, and a lease that says so.
      expect(await db.emailTracking.count({ where: { teamId: team.id, rolledUp: true } })).toBe(0);
      expect((await rollups(team.id)).counters).toEqual([]);
      // The sweep's take of the lapsed lease (lib/services/job-leases/hold-job-lease.ts), once it lapsed.
      await db.$executeRaw`UPDATE "JobLease" SET "expiresAt" = now() - interval '1 second' WHERE "job" = 'rebuild-analytics-rollups' AND "key" = ${team.id}`;
      const [lapsed] = await db.$queryRaw<{ payload: Record<string, string> }[]>`
        DELETE FROM "JobLease" WHERE "job" = 'rebuild-analytics-rollups' AND "key" = ${team.id} AND "expiresAt" < now() RETURNING "payload"`;
      expect(lapsed.payload).toEqual({ teamId: team.id, folding: team.id });

      const logged: Record<string, unknown>[] = [];
      const logger = {
        info: (_: string, fields?: Record<string, unknown>) => void logged.push(fields ?? {}),
        warn() {},
        error() {},
      };
      await rebuildAnalyticsRollupsJob.handler(lapsed.payload, { jobId: "again", attempt: 1, logger });
      expect(logged).toEqual([{ teamId: team.id, folded: rows.length, resumed: true }]);
      const resumed = await rollups(team.id);
      expect(resumed.counters.length).toBeGreaterThan(0);

      await rebuildAnalyticsRollupsJob.handler({ teamId: team.id }, { jobId: "whole", attempt: 0, logger });
      expect(logged[1]).toEqual({ teamId: team.id, folded: rows.length, resumed: false });
      expect(await rollups(team.id)).toEqual(resumed);
      expect(await db.$queryRaw`SELECT "key" FROM "JobLease"`).toEqual([]);
    },
    120_000,
  );
});
