import { describe, expect, it } from "vitest";
import { dropTrackingPartitionsJob, purgeTrackingEvents, purgeTrackingEventsJob } from "@/jobs/purge-tracking-events";
import { rebuildRollups } from "@/lib/analytics/rollup/rebuild-rollups";
import { db } from "@/lib/db";
import { getEmailAnalytics } from "@/lib/services/analytics";
import { env } from "@/lib/env";
import {
  createTrackingPartitions,
  detachedTrackingPartitions,
  detachTrackingPartitionsBefore,
  trackingPartitions,
} from "@/lib/tracking/partitions";
import { trackedEmailFixture } from "./fixtures";

// Tracking events in monthly partitions (docs/contract.md section 26, lib/tracking/partitions.ts):
// the nightly job makes the coming months ahead, retention detaches the months wholly past it, and
// the drop-tracking-partitions job it queues drops their files.

const logger = { info() {}, warn() {}, error() {} };
const at = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

/** The partition each of the email's rows is stored in, by row id. */
async function partitionsOf(emailId: string) {
  const rows = await db.$queryRaw<{ id: string; partition: string }[]>`
    SELECT id, tableoid::regclass::text AS partition FROM "EmailTracking" WHERE "emailId" = ${emailId}`;
  return Object.fromEntries(rows.map((row) => [row.id, row.partition.replaceAll('"', "")]));
}

async function open(fixture: Awaited<ReturnType<typeof trackedEmailFixture>>, id: string, day: string) {
  await db.emailTracking.create({
    data: {
      id,
      teamId: fixture.team.id,
      emailId: fixture.email.id,
      contactId: fixture.contact.id,
      event: "open",
      timestamp: at(day),
    },
  });
}

describe("monthly tracking partitions", () => {
  it("the nightly job makes this month and the next three; a row stored early moves into its month", async () => {
    const fixture = await trackedEmailFixture();
    // Without its partition yet, a row of a coming month waits in the default partition.
    await open(fixture, `early-${fixture.email.id}`, "2031-05-20");
    expect(await partitionsOf(fixture.email.id)).toEqual({ [`early-${fixture.email.id}`]: "EmailTracking_default" });

    expect(await createTrackingPartitions(at("2031-03-15"))).toEqual([
      "EmailTracking_y2031m03",
      "EmailTracking_y2031m04",
      "EmailTracking_y2031m05",
      "EmailTracking_y2031m06",
    ]);
    expect(await partitionsOf(fixture.email.id)).toEqual({ [`early-${fixture.email.id}`]: "EmailTracking_y2031m05" });
    // Idempotent: a second night makes only what is new.
    expect(await createTrackingPartitions(at("2031-04-02"))).toEqual(["EmailTracking_y2031m07"]);
    // The job itself makes the months from now on (the migration made them already).
    await purgeTrackingEventsJob.handler({}, { jobId: "partitions", attempt: 0, logger });
    const now = new Date();
    const names = (await trackingPartitions()).map(({ name }) => name);
    for (let offset = 0; offset <= 3; offset++) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
      expect(names).toContain(
        `EmailTracking_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, "0")}`,
      );
    }
  });

  it("retention detaches whole months past it and deletes the rest row by row; reports hold, and a rebuild recounts what is left", async () => {
    const fixture = await trackedEmailFixture();
    const id = (name: string) => `${name}-${fixture.email.id}`;
    await createTrackingPartitions(at("2030-07-15"));
    for (const [name, day] of [
      ["aug-1", "2030-08-03"],
      ["aug-2", "2030-08-30"],
      ["sep-early", "2030-09-10"],
      ["sep-late", "2030-09-20"],
      ["oct", "2030-10-05"],
    ])
      await open(fixture, id(name), day);
    const figures = async () => {
      const report = await getEmailAnalytics({ teamId: fixture.team.id, emailId: fixture.email.id });
      return { openCount: report.openCount, uniqueOpens: report.uniqueOpens };
    };
    expect(await figures()).toEqual({ openCount: 5, uniqueOpens: 1 });
    // A rebuild over rows spread across partitions gives the same figures.
    await rebuildRollups(fixture.team.id);
    expect(await figures()).toEqual({ openCount: 5, uniqueOpens: 1 });
    expect(await partitionsOf(fixture.email.id)).toEqual({
      [id("aug-1")]: "EmailTracking_y2030m08",
      [id("aug-2")]: "EmailTracking_y2030m08",
      [id("sep-early")]: "EmailTracking_y2030m09",
      [id("sep-late")]: "EmailTracking_y2030m09",
      [id("oct")]: "EmailTracking_y2030m10",
    });

    // 60 days before 2030-11-15: the cutoff is 2030-09-16. July and August ended before it and are
    // detached whole; September's rows before it are deleted one by one (one row here).
    const deleted = await purgeTrackingEvents({ retentionDays: 60, now: new Date("2030-11-15T00:00:00.000Z") });
    expect(deleted).toBe(1);
    const names = (await trackingPartitions()).map(({ name }) => name);
    expect(names).not.toContain("EmailTracking_y2030m07");
    expect(names).not.toContain("EmailTracking_y2030m08");
    expect(names).toEqual(expect.arrayContaining(["EmailTracking_y2030m09", "EmailTracking_y2030m10"]));
    // Out of every query, their files waiting for the drop job.
    expect(await detachedTrackingPartitions()).toEqual(
      expect.arrayContaining(["EmailTracking_detached_y2030m07", "EmailTracking_detached_y2030m08"]),
    );
    expect(await partitionsOf(fixture.email.id)).toEqual({
      [id("sep-late")]: "EmailTracking_y2030m09",
      [id("oct")]: "EmailTracking_y2030m10",
    });
    // The roll-ups are other tables: reports keep what they counted.
    expect(await figures()).toEqual({ openCount: 5, uniqueOpens: 1 });
    // A rebuild counts the raw rows that are left.
    await rebuildRollups(fixture.team.id);
    expect(await figures()).toEqual({ openCount: 2, uniqueOpens: 1 });
  });

  it("the detached months' files go in their own job, queued every night while one is left, and a second drop finds nothing", async () => {
    const fixture = await trackedEmailFixture();
    await createTrackingPartitions(at("2029-01-15"));
    await open(fixture, `jan-${fixture.email.id}`, "2029-01-10");
    // A purge that stopped after detaching (a crash before its drop ran): the month is out of the
    // table under its detached name, with its rows.
    expect(await detachTrackingPartitionsBefore(new Date("2029-02-01T00:00:00.000Z"))).toContain(
      "EmailTracking_detached_y2029m01",
    );
    expect(await partitionsOf(fixture.email.id)).toEqual({});
    const [{ rows }] = await db.$queryRawUnsafe<{ rows: number }[]>(
      `SELECT count(*)::int AS rows FROM "EmailTracking_detached_y2029m01" WHERE "emailId" = $1`,
      fixture.email.id,
    );
    expect(rows).toBe(1);

    // The next night's job (retention off even) finds it by name and queues the drop (the file's
    // first job: the queue's tables exist from then on).
    const queuedDrops = async () =>
      (
        await db.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'drop-tracking-partitions'`
      )[0].n;
    Object.assign(env, { TRACKING_RETENTION_DAYS: undefined });
    await purgeTrackingEventsJob.handler({}, { jobId: "night-after-crash", attempt: 0, logger });
    expect(await queuedDrops()).toBe(1);

    await dropTrackingPartitionsJob.handler({}, { jobId: "drop", attempt: 0, logger });
    expect(await detachedTrackingPartitions()).toEqual([]);
    const [{ table }] = await db.$queryRaw<{ table: string | null }[]>`
      SELECT to_regclass('"EmailTracking_detached_y2029m01"')::text AS table`;
    expect(table).toBeNull();
    // Idempotent: a second run (a retry, a duplicate delivery) finds nothing and fails nothing.
    await dropTrackingPartitionsJob.handler({}, { jobId: "drop-again", attempt: 1, logger });
    // Nothing detached is left, so the next night queues no drop.
    await purgeTrackingEventsJob.handler({}, { jobId: "quiet-night", attempt: 0, logger });
    expect(await queuedDrops()).toBe(1);
  });
});
