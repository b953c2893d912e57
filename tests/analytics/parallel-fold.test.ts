import { describe, expect, it } from "vitest";
import { foldTail } from "@/lib/analytics/rollup/fold-tail";
import { db } from "@/lib/db";
import { insertTrackingRows } from "@/lib/tracking/record/insert-tracking-rows";
import { rowsOf, scene, TIMEZONE, unfolded, until } from "./fold-scene";
import { expectSame, expectSameEngagement, expectSameOverview } from "./rollup-equality";

// A long tail is folded by parallel transactions, each on its own emails, with the team's fold
// lock shared (lib/analytics/rollup/fold-tail.ts). Beside them the recorder folds live hits of the
// same emails, and a second tail fold starts with rows stored meanwhile: every row is folded once,
// and the roll-ups still equal the figures recomputed from the raw rows.

/** Whether the session lock of a tail fold of the team is held, and whether another waits for it. */
async function tailLock(teamId: string): Promise<{ held: boolean; waiting: boolean }> {
  const rows = await db.$queryRaw<{ granted: boolean }[]>`
    SELECT granted FROM pg_locks
    WHERE locktype = 'advisory' AND objsubid = 1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND ((classid::bigint << 32) | objid::bigint) = hashtext(${`rollup-tail:${teamId}`})::bigint`;
  return { held: rows.some((row) => row.granted), waiting: rows.some((row) => !row.granted) };
}

describe("a long tail folded by parallel transactions", () => {
  it("folds every row once beside the recorder and a second fold, and the roll-ups equal the raw rows", async () => {
    const { team, campaign, emails } = await scene();
    const tail = rowsOf(emails, 6, 0);
    await db.emailTracking.createMany({ data: tail });
    const late = rowsOf(emails, 2, 100);
    const live = rowsOf(emails, 3, 200);

    // About 30 rows a transaction: eight transactions, two at a time.
    const first = foldTail(team.id, { rowsPerTransaction: 30 });
    const recorder = (async () => {
      for (let start = 0; start < live.length; start += 10) await insertTrackingRows(live.slice(start, start + 10));
    })();
    const second = (async () => {
      await db.emailTracking.createMany({ data: late });
      return foldTail(team.id, { rowsPerTransaction: 30 });
    })();
    const [foldedFirst, , foldedSecond] = await Promise.all([first, recorder, second]);

    expect(foldedFirst + foldedSecond).toBe(tail.length + late.length);
    expect(await unfolded(team.id)).toBe(0);
    expect(await db.emailTracking.count({ where: { teamId: team.id } })).toBe(tail.length + late.length + live.length);
    await expectSameEngagement(team.id);
    await expectSameOverview(team.id, TIMEZONE);
    await expectSame({ teamId: team.id, campaignId: campaign.id }, TIMEZONE);
    for (const email of emails) await expectSame({ teamId: team.id, emailId: email.id }, TIMEZONE);
  }, 120_000);

  // Parallel transactions run only on PostgreSQL (the embedded PGlite runs one at a time).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "make a second tail fold of the team wait for the first",
    async () => {
      const { team, emails } = await scene();
      await db.emailTracking.createMany({ data: rowsOf(emails, 6, 0) });
      const first = foldTail(team.id, { rowsPerTransaction: 12 });
      await until(async () => (await tailLock(team.id)).held);
      await db.emailTracking.createMany({ data: rowsOf(emails, 2, 100) });
      let secondDone = false;
      const second = foldTail(team.id, { rowsPerTransaction: 12 }).then((rows) => {
        secondDone = true;
        return rows;
      });
      await until(async () => (await tailLock(team.id)).waiting);
      expect(secondDone).toBe(false);
      const foldedFirst = await first;
      expect(await second).toBe(emails.length * 8 - foldedFirst);
      expect(await unfolded(team.id)).toBe(0);
    },
    60_000,
  );
});
