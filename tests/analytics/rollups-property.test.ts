import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rebuildAnalyticsRollupsJob } from "@/jobs/rebuild-analytics-rollups";
import * as raw from "@/lib/analytics/email-analytics-sql";
import * as rolled from "@/lib/analytics/rollup/read-rollups";
import { foldTail } from "@/lib/analytics/rollup/fold-tail";
import { rebuildRollups } from "@/lib/analytics/rollup/rebuild-rollups";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { OWN_COUNTERS_MAX } from "@/lib/analytics/rollup/own-counters";
import { insertTrackingRows } from "@/lib/tracking/record/insert-tracking-rows";
import { createTestTeam } from "../helpers/teams";
import { expectSame, expectSameEngagement, expectSameOverview } from "./rollup-equality";

// Property: on any event set, whichever way its rows arrive (recorder batches in any order,
// rows written around the recorder and folded as the tail, soft-deleted rows), every part of an
// EmailAnalytics report read from the roll-ups equals the same part computed from the raw rows
// (lib/analytics/email-analytics-sql.ts), for the campaign and for each email, and so do the team
// overview's rows (team-overview-sql.ts), also after the team changed its time zone, and each
// contact's latest human open and click that segments read (contact-engagement.ts); and all of it
// still holds after the rebuild job recomputed the roll-ups from scratch.

const T0 = Date.parse("2026-11-02T14:07:00.000Z");
const EMAILS = 6;
const TIMEZONE = "Asia/Kolkata"; // UTC+5:30: a local hour straddles two UTC hours

const eventArb = fc.record({
  email: fc.nat({ max: EMAILS - 1 }),
  event: fc.constantFrom("open", "open", "open", "click", "click", "bounce", "complaint", "reply"),
  minute: fc.oneof(fc.nat({ max: 120 }), fc.nat({ max: 900 })),
  isAutomated: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  browser: fc.constantFrom(null, "Chrome", "Mobile Safari", "Firefox"),
  os: fc.constantFrom(null, "iOS", "Windows"),
  deviceType: fc.constantFrom(null, "desktop", "mobile", "other"),
  country: fc.constantFrom(null, "US", "FR", "IN"),
  city: fc.constantFrom(null, "Paris", "Mumbai"),
  url: fc.constantFrom(null, "https://a.test/shop", "https://a.test/blog", "https://a.test/x"),
  path: fc.constantFrom("recorder", "recorder", "tail"),
  isDeleted: fc.boolean(),
});
const runArb = fc.record({
  events: fc.array(eventArb, { minLength: 30, maxLength: 150 }),
  batch: fc.integer({ min: 1, max: 40 }),
  shuffle: fc.boolean(),
  // A rebuild's transactions of a few rows each: its tail is folded by parallel transactions (fold-tail.ts).
  rebuildRows: fc.integer({ min: 1, max: 30 }),
  // A rebuild that copies its staged rows every few bytes, many times over.
  stagedBytes: fc.integer({ min: 1, max: 4096 }),
});

async function scene() {
  const { team } = await createTestTeam("Roll-up Property");
  await db.teamSettings.update({ where: { teamId: team.id }, data: { timezone: TIMEZONE } });
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "All" } });
  const campaign = await db.campaign.create({
    data: { teamId: team.id, name: "Property", listId: list.id, status: "SENT" },
  });
  const contacts = await Promise.all(
    [0, 1, 2, 3].map((n) =>
      db.contact.create({ data: { teamId: team.id, listId: list.id, email: `p${n}-${team.id}@example.com` } }),
    ),
  );
  // Emails 0 and 4 go to the same contact (one recipient, a second run), email 5 to no contact (the
  // email is the recipient); email 3 has no sentAt.
  const owners = [contacts[0], contacts[1], contacts[2], contacts[3], contacts[0], null];
  const emails = [];
  for (const [n, contact] of owners.entries()) {
    emails.push(
      await db.email.create({
        data: {
          teamId: team.id,
          campaignId: campaign.id,
          campaignRun: n === 4 ? 2 : 1,
          contactId: contact?.id ?? null,
          from: "news@acme.test",
          to: contact?.email ?? "walk-in@example.com",
          subject: "Hi",
          body: "<p>Hi</p>",
          status: "SENT",
          sentAt: n === 3 ? null : new Date(T0 + n * 60_000),
        },
      }),
    );
  }
  return { team, campaign, emails };
}

type Scene = Awaited<ReturnType<typeof scene>>;
async function expectAllSame({ team, campaign, emails }: Scene) {
  await expectSameEngagement(team.id);
  await expectSameOverview(team.id, TIMEZONE);
  await expectSame({ teamId: team.id, campaignId: campaign.id }, TIMEZONE);
  for (const email of emails) await expectSame({ teamId: team.id, emailId: email.id }, TIMEZONE);
}

/** The team's roll-ups dropped and every row unfolded, as after a restore of the raw rows. */
async function emptyRollups(teamId: string) {
  for (const table of [
    "AnalyticsCounter",
    "AnalyticsPresence",
    "AnalyticsTimelineMode",
    "AnalyticsEmailState",
    "ContactEngagement",
  ])
    await db.$executeRawUnsafe(`DELETE FROM "${table}" WHERE "teamId" = $1`, teamId);
  await db.$executeRaw`UPDATE "EmailTracking" SET "rolledUp" = false WHERE "teamId" = ${teamId}`;
}

describe("analytics roll-ups", () => {
  it("equal the figures recomputed from the raw rows on random event sets, before and after a rebuild", {
    timeout: 600_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async ({ events, batch, shuffle, rebuildRows, stagedBytes }) => {
        const current = await scene();
        const { team, emails } = current;
        // Distinct instants (the raw session query orders ties arbitrarily), spread over 15 hours.
        const rows = events.map((event, index) => {
          const email = emails[event.email];
          return {
            path: event.path,
            isDeleted: event.isDeleted && event.path === "tail",
            row: {
              teamId: team.id,
              emailId: email.id,
              campaignId: email.campaignId,
              contactId: email.contactId,
              event: event.event,
              timestamp: new Date(T0 + event.minute * 60_000 + index),
              browser: event.browser,
              os: event.os,
              deviceType: event.deviceType,
              country: event.country,
              city: event.city,
              url: event.event === "click" ? event.url : null,
              isAutomated: event.isAutomated,
            } satisfies Prisma.EmailTrackingCreateManyInput,
          };
        });
        const inTimeOrder = [...rows].sort((x, y) => x.row.timestamp.getTime() - y.row.timestamp.getTime());
        const ordered = shuffle ? rows : inTimeOrder;
        const recorder = ordered.filter((entry) => entry.path === "recorder").map((entry) => entry.row);
        const tail = ordered
          .filter((entry) => entry.path === "tail")
          .map((entry) => ({ ...entry.row, isDeleted: entry.isDeleted }));
        for (let start = 0; start < recorder.length; start += batch)
          await insertTrackingRows(recorder.slice(start, start + batch));
        if (tail.length > 0) await db.emailTracking.createMany({ data: tail });
        await expectAllSame(current);
        await rebuildAnalyticsRollupsJob.handler(
          { teamId: team.id },
          { jobId: "rebuild", attempt: 0, logger: { info() {}, warn() {}, error() {} } },
        );
        await expectAllSame(current);
        // A rebuild whose cursor fetches 1-30 rows at a time: its batches end between recipients.
        await rebuildRollups(team.id, { rowsPerFetch: rebuildRows, stagedBytes });
        await expectAllSame(current);
        // The whole team as a tail (a restore): folded 1-30 rows a transaction, two at once.
        await emptyRollups(team.id);
        await foldTail(team.id, { rowsPerTransaction: rebuildRows });
        await expectAllSame(current);
        // The team moves to another time zone: the overview's months and hours follow.
        await db.teamSettings.update({ where: { teamId: team.id }, data: { timezone: "America/New_York" } });
        await expectSameOverview(team.id, "America/New_York");
        await db.teamSettings.update({ where: { teamId: team.id }, data: { timezone: TIMEZONE } });
      }),
      // Fewer runs on the embedded database, which is several times slower.
      { numRuns: process.env.TEST_DATABASE_URL ? 20 : 6 },
    );
  });

  // An email's own counters live in its fold state up to a cap (own-counters.ts); beyond it, and
  // for emails folded before that layout, they are AnalyticsCounter rows, and readers sum both.
  type Email = Scene["emails"][number];
  const BROWSERS = ["Chrome", "Firefox", "Mobile Safari"];
  const COUNTRIES = ["US", "FR", "IN", "DE"];
  const humanRows = (email: Email, count: number, start: number, hoursApart: number) =>
    Array.from({ length: count }, (_, n) => ({
      teamId: email.teamId,
      emailId: email.id,
      campaignId: email.campaignId,
      contactId: email.contactId,
      event: n % 5 === 4 ? ("click" as const) : ("open" as const),
      timestamp: new Date(T0 + (start + n) * hoursApart * 3_600_000 + n),
      browser: BROWSERS[n % 3],
      deviceType: n % 2 === 0 ? ("mobile" as const) : ("desktop" as const),
      country: COUNTRIES[n % 4],
      url: n % 5 === 4 ? `https://a.test/${n % 3}` : null,
      isAutomated: false,
    }));
  const ownRows = async (email: Email) => {
    const [{ n }] = await db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM "AnalyticsCounter" WHERE scope = ${`e:${email.id}`}`;
    return n;
  };
  const stateCounters = async (email: Email) => {
    const [{ n }] = await db.$queryRaw<{ n: number }[]>`
      SELECT (SELECT count(*) FROM jsonb_object_keys(COALESCE(state->'c', '{}'::jsonb)))::int AS n FROM "AnalyticsEmailState" WHERE "emailId" = ${email.id}`;
    return n;
  };

  it("keep an email's counters in its state up to the cap, and the rest as counter rows", {
    timeout: 120_000,
  }, async () => {
    const current = await scene();
    const [email] = current.emails;
    // An hour apart: every entry opens new timeline, quarter-hour and mode counters.
    const rows = humanRows(email, 40, 0, 1);
    for (let start = 0; start < rows.length; start += 25) await insertTrackingRows(rows.slice(start, start + 25));
    expect(await stateCounters(email)).toBe(OWN_COUNTERS_MAX);
    expect(await ownRows(email)).toBeGreaterThan(0);
    await expectSame({ teamId: current.team.id, emailId: email.id }, TIMEZONE);
    await expectSame({ teamId: current.team.id, campaignId: current.campaign.id }, TIMEZONE);
  });

  it("read an email's counter rows folded before its state held its counters, with the new ones", {
    timeout: 120_000,
  }, async () => {
    const current = await scene();
    const email = current.emails[1];
    await insertTrackingRows(humanRows(email, 6, 0, 0.3));
    expect(await ownRows(email)).toBe(0);
    // The layout before: the same counters as rows of the email's scope, none in its state.
    await db.$executeRaw`
      INSERT INTO "AnalyticsCounter" (scope, dim, k1, k2, "teamId", n, sum, "minAt", "maxAt")
      SELECT 'e:' || s."emailId", split_part(o.key, chr(3), 1), split_part(o.key, chr(3), 2), split_part(o.key, chr(3), 3), s."teamId",
             (o.value->>0)::float8::bigint, (o.value->>1)::float8, (o.value->>2)::timestamptz AT TIME ZONE 'UTC', (o.value->>3)::timestamptz AT TIME ZONE 'UTC'
      FROM "AnalyticsEmailState" s CROSS JOIN LATERAL jsonb_each(s.state->'c') AS o WHERE s."emailId" = ${email.id}`;
    await db.$executeRaw`UPDATE "AnalyticsEmailState" SET state = state - 'c' WHERE "emailId" = ${email.id}`;
    expect(await ownRows(email)).toBeGreaterThan(10);
    await expectSame({ teamId: current.team.id, emailId: email.id }, TIMEZONE);
    // Later entries, some in the same buckets as the old rows, fold into the state.
    await insertTrackingRows(humanRows(email, 6, 3, 0.3));
    expect(await stateCounters(email)).toBeGreaterThan(0);
    await expectSame({ teamId: current.team.id, emailId: email.id }, TIMEZONE);
  });

  it("count sent emails in the overview whichever way their rows change", { timeout: 120_000 }, async () => {
    const current = await scene();
    const { team, campaign, emails } = current;
    const other = await db.campaign.create({
      data: { teamId: team.id, name: "Other", listId: campaign.listId, status: "SENT" },
    });
    await expectSameOverview(team.id, TIMEZONE);
    // Sent later, in another month; made a test; deleted; moved to another campaign; sent at last;
    // removed outright; and one inserted with its sentAt.
    await db.email.update({ where: { id: emails[0].id }, data: { sentAt: new Date(T0 - 40 * 86_400_000) } });
    await db.email.update({ where: { id: emails[1].id }, data: { test: true } });
    await db.email.update({ where: { id: emails[2].id }, data: { isDeleted: true } });
    await db.email.update({ where: { id: emails[4].id }, data: { campaignId: other.id } });
    await db.email.update({ where: { id: emails[3].id }, data: { sentAt: new Date(T0 + 86_400_000) } });
    await db.$executeRaw`DELETE FROM "Email" WHERE id = ${emails[5].id}`;
    await db.email.create({
      data: {
        teamId: team.id,
        campaignId: campaign.id,
        from: "news@acme.test",
        to: "late@example.com",
        subject: "Hi",
        body: "<p>Hi</p>",
        status: "SENT",
        sentAt: new Date(T0),
      },
    });
    await expectSameOverview(team.id, TIMEZONE);
    await expectSameOverview(team.id, "America/New_York");
    for (const id of [campaign.id, other.id])
      expect(await rolled.sentCount({ teamId: team.id, campaignId: id })).toBe(
        await raw.sentCount({ teamId: team.id, campaignId: id }),
      );
    expect(await rolled.sentCount({ teamId: team.id, campaignId: other.id })).toBe(1);
    // The counts are kept per statement: an UPDATE of many rows that moves no count writes no count
    // row (their row versions stay as they were), and one that sends several emails into one
    // quarter hour and moves another out of it adds up.
    const versions = () =>
      db.$queryRaw<
        { v: string }[]
      >`SELECT string_agg(xmin::text || ':' || quarter::text, ',' ORDER BY quarter, "campaignId") AS v FROM "AnalyticsSentCount" WHERE "teamId" = ${team.id}`;
    const before = await versions();
    await db.$executeRaw`UPDATE "Email" SET "updatedAt" = now(), status = 'SENT' WHERE "teamId" = ${team.id}`;
    expect(await versions()).toEqual(before);
    await db.$executeRaw`UPDATE "Email" SET "sentAt" = CASE WHEN id = ${emails[0].id} THEN ${new Date(T0 + 2 * 86_400_000)}::timestamp ELSE ${new Date(T0)}::timestamp END
      WHERE id IN (${emails[0].id}, ${emails[2].id}, ${emails[3].id})`;
    await expectSameOverview(team.id, TIMEZONE);
    expect(await rolled.sentCount({ teamId: team.id, campaignId: campaign.id })).toBe(
      await raw.sentCount({ teamId: team.id, campaignId: campaign.id }),
    );
    // Counts gone wrong (a trigger disabled during a manual repair, say): the rebuild recounts them.
    await db.$executeRaw`UPDATE "AnalyticsSentCount" SET n = n + 5 WHERE "teamId" = ${team.id}`;
    await rebuildAnalyticsRollupsJob.handler(
      { teamId: team.id },
      { jobId: "rebuild", attempt: 0, logger: { info() {}, warn() {}, error() {} } },
    );
    await expectSameOverview(team.id, "America/New_York");
  });
});
