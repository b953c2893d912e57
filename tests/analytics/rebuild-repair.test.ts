import { describe, expect, it } from "vitest";
import { rebuildRollups } from "@/lib/analytics/rollup/rebuild-rollups";
import { db } from "@/lib/db";
import { driverRunsConcurrently } from "@/lib/db/driver-transaction";
import { insertTrackingRows } from "@/lib/tracking/record/insert-tracking-rows";
import { rowsOf, scene, TIMEZONE } from "./fold-scene";
import { expectSame, expectSameEngagement, expectSameOverview } from "./rollup-equality";

// A rebuild makes the team's roll-ups equal to what it works out from the raw rows, writing only
// the rows that differ (lib/analytics/rollup/rebuild-stage.ts): here the roll-ups have gone wrong
// in each way it must set right, in every table, and another team's roll-ups are left alone.

const ROLLUP_TABLES = [
  "AnalyticsCounter",
  "AnalyticsPresence",
  "AnalyticsTimelineMode",
  "AnalyticsEmailState",
  "ContactEngagement",
];

/** Every roll-up row of the team, table by table, in key order. */
async function rollupsOf(teamId: string): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of ROLLUP_TABLES)
    tables[table] = await db.$queryRawUnsafe(
      `SELECT to_jsonb(t) - 'updatedAt' - 'createdAt' AS row FROM "${table}" t WHERE "teamId" = $1 ORDER BY 1`,
      teamId,
    );
  return tables;
}

async function expectRight(current: Awaited<ReturnType<typeof scene>>) {
  await expectSameEngagement(current.team.id);
  await expectSameOverview(current.team.id, TIMEZONE);
  await expectSame({ teamId: current.team.id, campaignId: current.campaign.id }, TIMEZONE);
  for (const email of current.emails.slice(0, 3))
    await expectSame({ teamId: current.team.id, emailId: email.id }, TIMEZONE);
}

/** Two teams with their rows folded, and the roll-up rows of each as folded. */
async function twoTeamsFolded() {
  const current = await scene();
  const other = await scene();
  await insertTrackingRows(rowsOf(current.emails, 4, 0));
  await insertTrackingRows(rowsOf(other.emails, 4, 0));
  await expectRight(current);
  return { current, other, right: await rollupsOf(current.team.id), others: await rollupsOf(other.team.id) };
}

describe("a rebuild of roll-ups gone wrong", () => {
  it("removes stray rows, sets wrong values right and puts missing rows back; another team's stay as they are", async () => {
    const { current, other, right, others } = await twoTeamsFolded();

    // A rebuild of right roll-ups writes nothing, and leaves them as they were.
    await rebuildRollups(current.team.id);
    expect(await rollupsOf(current.team.id)).toEqual(right);

    const teamId = current.team.id;
    const [email] = current.emails;
    // Stray rows (gone), wrong values (changed) and missing rows (new), in each table.
    await db.$executeRaw`INSERT INTO "AnalyticsCounter" (scope, dim, k1, k2, "teamId", n, u, sum) VALUES ('stray', 'x', '', '', ${teamId}, 3, 1, 0)`;
    await db.$executeRaw`INSERT INTO "AnalyticsPresence" (scope, dim, member, "teamId") VALUES ('stray', 'x', 'y', ${teamId})`;
    await db.$executeRaw`UPDATE "AnalyticsCounter" SET n = n + 7 WHERE ctid IN (SELECT ctid FROM "AnalyticsCounter" WHERE "teamId" = ${teamId} LIMIT 20)`;
    await db.$executeRaw`DELETE FROM "AnalyticsCounter" WHERE ctid IN (SELECT ctid FROM "AnalyticsCounter" WHERE "teamId" = ${teamId} ORDER BY scope DESC LIMIT 20)`;
    await db.$executeRaw`DELETE FROM "AnalyticsPresence" WHERE ctid IN (SELECT ctid FROM "AnalyticsPresence" WHERE "teamId" = ${teamId} LIMIT 10)`;
    await db.$executeRaw`UPDATE "AnalyticsTimelineMode" SET n = n + 1, value = 'wrong' WHERE "teamId" = ${teamId}`;
    await db.$executeRaw`DELETE FROM "AnalyticsEmailState" WHERE "emailId" = ${email.id}`;
    await db.$executeRaw`UPDATE "AnalyticsEmailState" SET state = '{}'::jsonb WHERE "emailId" = ${current.emails[1].id}`;
    await db.$executeRaw`UPDATE "ContactEngagement" SET "lastOpenAt" = NULL WHERE "teamId" = ${teamId}`;
    await db.$executeRaw`DELETE FROM "ContactEngagement" WHERE "contactId" = ${email.contactId}`;
    expect(await rollupsOf(teamId)).not.toEqual(right);

    await rebuildRollups(teamId);
    expect(await rollupsOf(teamId)).toEqual(right);
    await expectRight(current);
    expect(await rollupsOf(other.team.id)).toEqual(others);
  });

  // On PostgreSQL a rebuild's fold can be split over threads (lib/analytics/rollup/rebuild-fold-parts.ts),
  // each reading its part of the recipients in the rebuild's snapshot: the parts' counters are summed.
  it.runIf(driverRunsConcurrently())("makes the same roll-ups with its fold split over threads", async () => {
    const { current, other, right, others } = await twoTeamsFolded();
    const teamId = current.team.id;

    await db.$executeRaw`DELETE FROM "AnalyticsCounter" WHERE "teamId" = ${teamId}`;
    await db.$executeRaw`DELETE FROM "AnalyticsPresence" WHERE "teamId" = ${teamId}`;
    await db.$executeRaw`UPDATE "AnalyticsEmailState" SET state = '{}'::jsonb WHERE "teamId" = ${teamId}`;
    // Three parts, and fetches and copies small enough to take turns many times.
    const { folded } = await rebuildRollups(teamId, { parts: 3, rowsPerFetch: 7, stagedBytes: 2048 });
    expect(folded).toBe(await db.emailTracking.count({ where: { teamId } }));
    expect(await rollupsOf(teamId)).toEqual(right);
    await expectRight(current);
    expect(await rollupsOf(other.team.id)).toEqual(others);
  });

  // Analyzing the roll-up tables took a second of a rebuild of 300,000 entries that wrote nothing:
  // a rebuild analyzes only the tables it wrote many rows to (the planner's statistics of a table
  // restored without its roll-ups, bench/README.md).
  it.runIf(driverRunsConcurrently())("analyzes the tables it wrote many rows to, and only those", async () => {
    const { current } = await twoTeamsFolded();
    const teamId = current.team.id;
    const analyzed = async () => {
      const rows = await db.$queryRaw<{ name: string; n: bigint }[]>`
        SELECT relname::text AS name, analyze_count AS n FROM pg_stat_user_tables WHERE relname = ANY(${ROLLUP_TABLES})`;
      return Object.fromEntries(rows.map(({ name, n }) => [name, Number(n)]));
    };
    const before = await analyzed();
    await rebuildRollups(teamId, { analyzeAfterRows: 15 });
    expect(await analyzed()).toEqual(before);

    // 20 counters and 10 presence rows to put back: only the counters pass the mark of 15.
    await db.$executeRaw`DELETE FROM "AnalyticsCounter" WHERE ctid IN (SELECT ctid FROM "AnalyticsCounter" WHERE "teamId" = ${teamId} LIMIT 20)`;
    await db.$executeRaw`DELETE FROM "AnalyticsPresence" WHERE ctid IN (SELECT ctid FROM "AnalyticsPresence" WHERE "teamId" = ${teamId} LIMIT 10)`;
    await rebuildRollups(teamId, { analyzeAfterRows: 15 });
    expect(await analyzed()).toEqual({ ...before, AnalyticsCounter: before.AnalyticsCounter + 1 });
    await expectRight(current);
  });
});
