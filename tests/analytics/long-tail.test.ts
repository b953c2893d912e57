import { describe, expect, it } from "vitest";
import { GET as campaignAnalytics } from "@/app/api/v1/analytics/campaign/route";
import { GET as overview } from "@/app/api/v1/analytics/team/overview/route";
import { foldAnalyticsTailJob } from "@/jobs/fold-analytics-tail";
import { INLINE_FOLD_LIMIT } from "@/lib/analytics/rollup/fold-report-tail";
import { db } from "@/lib/db";
import { quietLogger as logger } from "../campaigns/kill-campaign-child";
import { apiRequest, callRoute } from "../helpers/http";
import { scriptedCampaign } from "./fixtures";

// Reports fold the tracking rows stored outside the live recorder (the tail) before reading, but a
// backfill, POST /t or a restore can leave a million of them: a report then answers at once with
// what the roll-ups hold, says how far that reaches (complete, asOf), and the fold-analytics-tail
// job counts the rest (lib/analytics/rollup/fold-report-tail.ts).

type Fixture = Awaited<ReturnType<typeof scriptedCampaign>>;

async function report(fixture: Fixture) {
  const response = await callRoute(
    campaignAnalytics,
    apiRequest(`/analytics/campaign?campaignId=${fixture.campaign.id}`, { token: fixture.token }),
  );
  expect(response.status).toBe(200);
  return response.json();
}

/** `rows` human opens of ada's email, stored at `storedAt` as a backfill would: not yet folded. */
async function backfillOpens(fixture: Fixture, rows: number, storedAt: Date) {
  const { team, campaign, contacts, emails } = fixture;
  await db.$executeRaw`
    INSERT INTO "EmailTracking" (id, "teamId", "emailId", "campaignId", "contactId", event, timestamp, "rolledUp", "createdAt", "updatedAt")
    SELECT 'backfill-' || ${team.id} || '-' || g, ${team.id}, ${emails.emailA.id}, ${campaign.id}, ${contacts.a.id},
           'open', ${storedAt}::timestamp - g * interval '1 second', false, ${storedAt}::timestamp, ${storedAt}::timestamp
    FROM generate_series(1, ${rows}) g`;
}

const queuedFolds = (teamId: string) =>
  db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'fold-analytics-tail' AND data->>'teamId' = ${teamId}`.then(
    ([row]) => row?.n ?? 0,
  );

describe("reports over a long tail of unfolded events", () => {
  it("answer at once with what is folded and asOf, queue the fold, and are complete once it ran", async () => {
    const fixture = await scriptedCampaign("Backfill Co");
    const before = await report(fixture);
    expect(before).toMatchObject({ complete: true, asOf: null, openCount: 5 });

    const storedAt = new Date("2026-11-20T08:00:00.000Z");
    const rows = INLINE_FOLD_LIMIT + 500;
    await backfillOpens(fixture, rows, storedAt);
    // A report queues the fold once per clock minute: the two below must fall in one minute, so
    // when the next is under 15 s away (a loaded machine may take that long between them), they
    // wait for it to begin.
    const toNextMinute = 60_000 - (Date.now() % 60_000);
    if (toNextMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, toNextMinute + 50));
    const started = performance.now();
    const during = await report(fixture);
    const seconds = (performance.now() - started) / 1000;
    // The figures are those of the folded rows, labelled as reaching up to the backfill.
    expect(during).toEqual({ ...before, complete: false, asOf: storedAt.toISOString() });
    expect(await queuedFolds(fixture.team.id)).toBe(1);
    // The overview says the same.
    const overviewDuring = await callRoute(overview, apiRequest("/analytics/team/overview", { token: fixture.token }));
    expect(await overviewDuring.json()).toMatchObject({ complete: false, asOf: storedAt.toISOString() });
    // Asked again within the minute: still one job.
    await report(fixture);
    expect(await queuedFolds(fixture.team.id)).toBe(1);

    await foldAnalyticsTailJob.handler({ teamId: fixture.team.id }, { jobId: "fold", attempt: 1, logger });
    const after = await report(fixture);
    expect(after).toMatchObject({ complete: true, asOf: null, openCount: 5 + rows });
    const left = await db.emailTracking.count({ where: { teamId: fixture.team.id, rolledUp: false } });
    expect(left).toBe(0);
    console.info(`long tail: a report over ${rows} unfolded rows answered in ${seconds.toFixed(2)} s`);
  }, 120_000);

  it("fold a short tail themselves and count it at once", async () => {
    const fixture = await scriptedCampaign("Short Tail Co");
    await backfillOpens(fixture, 40, new Date("2026-11-20T08:00:00.000Z"));
    expect(await report(fixture)).toMatchObject({ complete: true, asOf: null, openCount: 45 });
    expect(await queuedFolds(fixture.team.id)).toBe(0);
  });
});
