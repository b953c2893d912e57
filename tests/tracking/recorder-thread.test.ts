import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as raw from "@/lib/analytics/email-analytics-sql";
import * as rolled from "@/lib/analytics/rollup/read-rollups";
import { db } from "@/lib/db";
import { existingProcessSingleton } from "@/lib/process/singletons";
import type { TrackingHit } from "@/lib/tracking/enrich/build-entry";
import { openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { flushTracking, pendingTrackingHits, recordHit, useRecorderThread } from "@/lib/services/tracking";
import { startRecorderThread } from "@/lib/tracking/record/recorder-thread-client";
import { alter, DESKTOP_CHROME, IPHONE_SAFARI } from "./fixtures";
import { createTestTeam } from "../helpers/teams";

// The production server's recorder thread (lib/services/tracking/record/recorder-thread.ts) on real PostgreSQL:
// the embedded database lives in one thread only, so there the recorder always writes in place.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const recorderState = () =>
  existingProcessSingleton<{ thread: { terminate(): Promise<void> } | null }>("tracking.recorder")!;

async function campaignWithEmails(count: number) {
  const { team } = await createTestTeam("Recorder Thread Co");
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Readers" } });
  const campaign = await db.campaign.create({
    data: { teamId: team.id, name: "Thread news", listId: list.id, status: "SENT" },
  });
  const webhook = await db.webhook.create({
    data: {
      teamId: team.id,
      name: "Opens",
      url: "https://hooks.example.com/opens",
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      events: ["open"],
    },
  });
  const emails = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      db.email.create({
        data: {
          teamId: team.id,
          campaignId: campaign.id,
          from: "news@acme.test",
          to: `reader${n}@example.com`,
          subject: "Hi",
          body: "<p>Hi</p>",
          status: "SENT",
          sentAt: new Date(Date.now() - 3_600_000),
        },
      }),
    ),
  );
  return { team, campaign, webhook, emails };
}

const hitOf = (emailId: string, n: number, at: Date): TrackingHit => ({
  emailId,
  event: n % 5 === 0 ? "click" : "open",
  url: n % 5 === 0 ? "https://acme.test/shop" : null,
  timestamp: at,
  userAgent: n % 2 === 0 ? IPHONE_SAFARI : DESKTOP_CHROME,
  ip: `81.2.69.${1 + (n % 200)}`,
  method: "GET",
  fromHit: true,
});

// A thread that loads the app through tsx takes about 10 s alone; a loaded CI machine triples that.
describe.runIf(onPostgres)("the recorder's writing thread", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await useRecorderThread();
  });
  afterAll(() => flushTracking());

  it("stores every hit handed to it, folds them into the roll-ups and publishes their events on the main thread", async () => {
    const { team, campaign, webhook, emails } = await campaignWithEmails(40);
    const started = Date.now() - 600_000;
    const HITS = 5_000;
    // One tick's worth of hits, as a burst of pixel answers hands them over: behind this backlog
    // the thread writes batches larger than 200. Memory holds at most the recorder's bound (about a
    // second of its storing rate, at least 2,000): the rest wait for room, as their answers would.
    const waitingForRoom: Promise<void>[] = [];
    for (let n = 0; n < HITS; n += 1) {
      const admitted = recordHit(hitOf(emails[n % emails.length].id, n, new Date(started + n * 100)));
      if (admitted) waitingForRoom.push(admitted);
    }
    expect(pendingTrackingHits()).toBeGreaterThanOrEqual(2_000);
    expect(pendingTrackingHits() + waitingForRoom.length).toBe(HITS);
    await Promise.all(waitingForRoom);
    await flushTracking();
    expect(pendingTrackingHits()).toBe(0);
    // Written by the thread, not by a fallback in this one.
    expect(recorderState().thread).not.toBeNull();

    expect(await db.emailTracking.count({ where: { teamId: team.id } })).toBe(HITS);
    const stored = await db.emailTracking.findFirst({
      where: { teamId: team.id, event: "open", browser: "Mobile Safari" },
    });
    expect(stored).toMatchObject({ campaignId: campaign.id, os: "iOS", deviceType: "mobile", rolledUp: true });
    // Folded in the thread's transactions: the campaign's roll-ups equal the raw rows' figures.
    const scope = { teamId: team.id, campaignId: campaign.id };
    expect({ ...(await rolled.eventCounts(scope)) }).toEqual({ ...(await raw.eventCounts(scope)) });
    expect(await rolled.timings(scope)).toEqual(await raw.timings(scope));
    expect(await rolled.linkStats(scope)).toEqual(await raw.linkStats(scope));
    // The subscribed webhook got one delivery per open (4,000 of the 5,000 hits), created by the
    // main thread's publish once the thread reported each batch.
    await expect.poll(() => db.delivery.count({ where: { webhookId: webhook.id } }), { timeout: 20_000 }).toBe(4_000);
  });

  it("checks open tokens in the thread, and hands back only the rows of teams with webhooks or flows", async () => {
    const listening = await campaignWithEmails(3);
    const { team: quiet } = await createTestTeam("Quiet Readers Co");
    const quietEmails = await Promise.all(
      [0, 1].map((n) =>
        db.email.create({
          data: {
            teamId: quiet.id,
            from: "news@quiet.test",
            to: `q${n}@example.com`,
            subject: "Hi",
            body: "<p>Hi</p>",
            status: "SENT",
            sentAt: new Date(Date.now() - 3_600_000),
          },
        }),
      ),
    );
    const handedBack: string[] = [];
    const client = startRecorderThread({
      stored: ({ rows }) => void handedBack.push(...rows.map((row) => row.teamId)),
      dropped: () => undefined,
      taken: () => undefined,
      failed: async () => undefined,
    });
    const open = (token: string) =>
      client.push({
        openToken: token,
        event: "open",
        timestamp: new Date(),
        userAgent: DESKTOP_CHROME,
        ip: "81.2.69.7",
        method: "GET",
        fromHit: true,
      });
    for (const email of [...listening.emails, ...quietEmails]) open(openToken(email.id));
    open(alter(openToken(quietEmails[0].id)));
    open(openToken("ck-no-such-email"));
    await client.flush();
    await client.terminate();

    expect(await db.emailTracking.count({ where: { teamId: listening.team.id } })).toBe(3);
    expect(await db.emailTracking.count({ where: { emailId: { in: quietEmails.map((email) => email.id) } } })).toBe(2);
    // The quiet team's rows were stored and folded, but never copied back to be published.
    expect(handedBack).toEqual([listening.team.id, listening.team.id, listening.team.id]);
  });

  it("hands the hits back when the thread dies, and they are written in place", async () => {
    const { team, emails } = await campaignWithEmails(5);
    const state = recorderState();
    for (let n = 0; n < 300; n += 1)
      recordHit(hitOf(emails[n % emails.length].id, n, new Date(Date.now() - 60_000 + n)));
    await state.thread!.terminate();
    expect(state.thread).toBeNull();
    await flushTracking();
    expect(pendingTrackingHits()).toBe(0);
    expect(await db.emailTracking.count({ where: { teamId: team.id } })).toBe(300);
    // Later hits are written in place.
    recordHit(hitOf(emails[0].id, 1, new Date()));
    await flushTracking();
    expect(await db.emailTracking.count({ where: { teamId: team.id } })).toBe(301);
  });
});
