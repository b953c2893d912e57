import { describe, expect, it } from "vitest";
import { foldTail } from "@/lib/analytics/rollup/fold-tail";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { insertTrackingRows } from "@/lib/tracking/record/insert-tracking-rows";
import { createTestTeam } from "../helpers/teams";
import { expectSame, expectSameEngagement, expectSameOverview } from "./rollup-equality";

// A long tail is folded by parallel transactions, each on its own emails, with the team's fold
// lock shared (lib/analytics/rollup/fold-tail.ts). Beside them the recorder folds live hits of the
// same emails, and a second tail fold starts with rows stored meanwhile: every row is folded once,
// and the roll-ups still equal the figures recomputed from the raw rows.

const TIMEZONE = "Europe/Berlin";
const T0 = Date.parse("2026-11-02T09:00:00.000Z");
const EMAILS = 40;
const EVENTS = ["open", "open", "click", "open", "reply", "bounce", "click", "complaint"] as const;
const BROWSERS = ["Chrome", "Firefox", "Mobile Safari", null];
const COUNTRIES = ["DE", "FR", "US", null];

async function scene() {
  const { team } = await createTestTeam("Parallel Fold Co");
  await db.teamSettings.update({ where: { teamId: team.id }, data: { timezone: TIMEZONE } });
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "All" } });
  const campaign = await db.campaign.create({
    data: { teamId: team.id, name: "Parallel", listId: list.id, status: "SENT" },
  });
  const contacts = [];
  for (let n = 0; n < EMAILS / 2; n += 1)
    contacts.push(
      await db.contact.create({ data: { teamId: team.id, listId: list.id, email: `r${n}-${team.id}@example.com` } }),
    );
  const emails = [];
  // Two emails per contact (two runs of the campaign): its distinct-recipient counts span both.
  for (let n = 0; n < EMAILS; n += 1) {
    const contact = contacts[n % contacts.length];
    emails.push(
      await db.email.create({
        data: {
          teamId: team.id,
          campaignId: campaign.id,
          campaignRun: n < contacts.length ? 1 : 2,
          contactId: contact.id,
          from: "news@acme.test",
          to: contact.email,
          subject: "Hi",
          body: "<p>Hi</p>",
          status: "SENT",
          sentAt: new Date(T0 + n * 60_000),
        },
      }),
    );
  }
  return { team, campaign, emails };
}

type Email = Awaited<ReturnType<typeof scene>>["emails"][number];

/** `count` rows of each email, the `offset`-th onwards of a fixed pattern of events and values. */
function rowsOf(emails: Email[], count: number, offset: number): Prisma.EmailTrackingCreateManyInput[] {
  return emails.flatMap((email, e) =>
    Array.from({ length: count }, (_, i) => {
      const n = offset + i + e;
      const event = EVENTS[n % EVENTS.length];
      return {
        teamId: email.teamId,
        emailId: email.id,
        campaignId: email.campaignId,
        contactId: email.contactId,
        event,
        // Distinct instants, out of time order across the three ways in (hours apart).
        timestamp: new Date(T0 + ((n * 7) % 50) * 3_600_000 + e * 1_000 + offset),
        browser: BROWSERS[n % BROWSERS.length],
        country: COUNTRIES[(n + e) % COUNTRIES.length],
        deviceType: n % 2 === 0 ? "mobile" : "desktop",
        url: event === "click" ? `https://acme.test/${n % 3}` : null,
        isAutomated: n % 11 === 0,
      };
    }),
  );
}

/** Whether the session lock of a tail fold of the team is held, and whether another waits for it. */
async function tailLock(teamId: string): Promise<{ held: boolean; waiting: boolean }> {
  const rows = await db.$queryRaw<{ granted: boolean }[]>`
    SELECT granted FROM pg_locks
    WHERE locktype = 'advisory' AND objsubid = 1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND ((classid::bigint << 32) | objid::bigint) = hashtext(${`rollup-tail:${teamId}`})::bigint`;
  return { held: rows.some((row) => row.granted), waiting: rows.some((row) => !row.granted) };
}

async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const unfolded = (teamId: string) => db.emailTracking.count({ where: { teamId, rolledUp: false } });

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
