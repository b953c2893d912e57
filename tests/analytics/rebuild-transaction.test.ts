import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { rebuildAnalyticsRollupsJob } from "@/jobs/rebuild-analytics-rollups";
import { foldReportTail } from "@/lib/analytics/rollup/fold-report-tail";
import { rebuildRollupsInChild } from "@/lib/analytics/rollup/rebuild-in-child";
import { rebuildRollups } from "@/lib/analytics/rollup/rebuild-rollups";
import { db } from "@/lib/db";
import { insertTrackingRows } from "@/lib/tracking/record/insert-tracking-rows";
import { rowsOf, scene, TIMEZONE, unfolded, until } from "./fold-scene";
import { expectSame, expectSameEngagement, expectSameOverview } from "./rollup-equality";

// Issue 41: a roll-up rebuild is one transaction (lib/analytics/rollup/rebuild-rollups.ts). While
// it runs, the recorder stores the team's hits without waiting for it and reports answer from the
// roll-ups as they were; a rebuild whose worker is killed leaves them so, and the job queued again
// from its lease (lib/services/job-leases) rebuilds them. To hold a rebuild at the end of its
// transaction, the test puts a counter wrong and locks it: the rebuild waits to set it right.

const shared = process.env.TEST_DATABASE_URL;

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

/** Puts the campaign's open count wrong, then locks that counter in a transaction of its own
 * until `release`: the rebuild, setting it right, waits at the end of its transaction. */
async function holdWrongCounter(teamId: string, campaignId: string) {
  const scope = `c:${campaignId}`;
  await db.$executeRaw`UPDATE "AnalyticsCounter" SET n = n + 1000 WHERE scope = ${scope} AND "teamId" = ${teamId} AND dim = 'n' AND k1 = 'openCount'`;
  const client = new pg.Client({ connectionString: shared });
  await client.connect();
  await client.query("BEGIN");
  const { rowCount } = await client.query(
    `SELECT 1 FROM "AnalyticsCounter" WHERE scope = $1 AND "teamId" = $2 AND dim = 'n' AND k1 = 'openCount' FOR UPDATE`,
    [scope, teamId],
  );
  expect(rowCount).toBe(1);
  return {
    release: async () => {
      await client.query("ROLLBACK");
      await client.end();
    },
  };
}

/** The backends of this database whose rebuild waits to set a locked counter right. */
async function waitingRebuilds(): Promise<number[]> {
  const rows = await db.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE "AnalyticsCounter"%'`;
  return rows.map((row) => row.pid);
}

async function backendGone(pid: number): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM pg_stat_activity WHERE pid = ${pid}`;
  return rows.length === 0;
}

describe.runIf(shared)("roll-up rebuild, one transaction", () => {
  it("lets the recorder store hits and reports answer meanwhile, then folds those hits too", async () => {
    const { team, campaign, emails } = await scene();
    const before = rowsOf(emails, 4, 0);
    await insertTrackingRows(before);
    const held = await holdWrongCounter(team.id, campaign.id);
    const rebuild = rebuildRollups(team.id);
    rebuild.catch(() => undefined); // awaited below
    await until(async () => (await waitingRebuilds()).length === 1);

    // Neither waits for the rebuild: it cannot end while the counter is held.
    const during = rowsOf(emails, 2, 200);
    await insertTrackingRows(during);
    expect(await unfolded(team.id)).toBe(during.length);
    const [oldest] = await db.emailTracking.findMany({
      where: { teamId: team.id, rolledUp: false },
      orderBy: { createdAt: "asc" },
      take: 1,
    });
    expect(await foldReportTail(team.id)).toEqual({ complete: false, asOf: oldest.createdAt.toISOString() });

    await held.release();
    expect(await rebuild).toEqual({ folded: before.length + during.length });
    expect(await unfolded(team.id)).toBe(0);
    expect(await foldReportTail(team.id)).toEqual({ complete: true, asOf: null });
    await expectSameEngagement(team.id);
    await expectSameOverview(team.id, TIMEZONE);
    await expectSame({ teamId: team.id, campaignId: campaign.id }, TIMEZONE);
    for (const email of emails) await expectSame({ teamId: team.id, emailId: email.id }, TIMEZONE);
  }, 120_000);

  it("killed part way, leaves the roll-ups as they were, and its job queued again rebuilds them", async () => {
    const { team, campaign, emails } = await scene();
    const rows = rowsOf(emails, 3, 0);
    await insertTrackingRows(rows);
    const held = await holdWrongCounter(team.id, campaign.id);
    const folded = await rollups(team.id);
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "rebuild-child.ts"), team.id],
      {
        cwd: path.resolve(import.meta.dirname, "../.."),
        // Every rebuild in a child process, as a large team's is.
        env: { ...process.env, DATABASE_URL: shared, JOB_LEASE_SECONDS: "30", ROLLUP_REBUILD_CHILD_ROWS: "0" },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const exited = new Promise((resolve) => child.on("exit", resolve));
    let pid = 0;
    await until(async () => {
      [pid] = await waitingRebuilds();
      return pid !== undefined;
    });
    // The job's rebuild runs in a process of its own (lib/analytics/rollup/rebuild-in-child.ts),
    // which stops when the killed worker's channel to it closes: left running, it would commit below.
    child.kill("SIGKILL");
    await exited;
    // Its backend notices the lost client once its statement goes on, and rolls back.
    await held.release();
    await until(() => backendGone(pid));

    expect(await rollups(team.id)).toEqual(folded);
    // The sweep's take of the lapsed lease (lib/services/job-leases/hold-job-lease.ts), once it lapsed.
    await db.$executeRaw`UPDATE "JobLease" SET "expiresAt" = now() - interval '1 second' WHERE "job" = 'rebuild-analytics-rollups' AND "key" = ${team.id}`;
    const [lapsed] = await db.$queryRaw<{ payload: Record<string, string> }[]>`
      DELETE FROM "JobLease" WHERE "job" = 'rebuild-analytics-rollups' AND "key" = ${team.id} AND "expiresAt" < now() RETURNING "payload"`;
    expect(lapsed.payload).toEqual({ teamId: team.id });

    const logged: Record<string, unknown>[] = [];
    const logger = {
      info: (_: string, fields?: Record<string, unknown>) => void logged.push(fields ?? {}),
      warn() {},
      error() {},
    };
    await rebuildAnalyticsRollupsJob.handler(lapsed.payload, { jobId: "again", attempt: 1, logger });
    expect(logged).toEqual([{ teamId: team.id, folded: rows.length }]);
    const rebuilt = await rollups(team.id);
    expect(rebuilt.counters.length).toBeGreaterThan(0);
    await expectSame({ teamId: team.id, campaignId: campaign.id }, TIMEZONE);
    await rebuildAnalyticsRollupsJob.handler({ teamId: team.id }, { jobId: "whole", attempt: 0, logger });
    expect(await rollups(team.id)).toEqual(rebuilt);
    expect(await db.$queryRaw`SELECT "key" FROM "JobLease" WHERE "key" = ${team.id}`).toEqual([]);
  }, 120_000);

  it("runs a job's rebuilds of large teams in a process of their own: each reported in order, an error with its code", async () => {
    const first = await scene();
    const second = await scene();
    await insertTrackingRows(rowsOf(first.emails, 2, 0));
    await insertTrackingRows(rowsOf(second.emails, 1, 0));
    const heard: [string, number][] = [];
    const teams = [first.team.id, second.team.id];
    await rebuildRollupsInChild(teams, async (teamId, { folded }) => void heard.push([teamId, folded]), {
      childRows: 0,
    });
    expect(heard).toEqual([
      [first.team.id, first.emails.length * 2],
      [second.team.id, second.emails.length],
    ]);
    await expectSame({ teamId: second.team.id, campaignId: second.campaign.id }, TIMEZONE);

    // The process reads its database from its environment, here one that refuses connections.
    const url = process.env.DATABASE_URL;
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/nothing";
    try {
      await expect(rebuildRollupsInChild([first.team.id], undefined, { childRows: 0 })).rejects.toMatchObject({
        code: "ECONNREFUSED",
      });
      // A team with fewer rows than ROLLUP_REBUILD_CHILD_ROWS (10,000) is rebuilt in place, on this
      // process's own connections.
      heard.length = 0;
      await rebuildRollupsInChild(teams, async (teamId, { folded }) => void heard.push([teamId, folded]));
      expect(heard).toEqual([
        [first.team.id, first.emails.length * 2],
        [second.team.id, second.emails.length],
      ]);
    } finally {
      process.env.DATABASE_URL = url;
    }
  }, 120_000);
});
