import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { env } from "@/lib/env";
import { closeTransports } from "@/lib/mail/transport-pool";
import { startScriptedPeer } from "../../emails/scripted-smtp-peer";
import { createTestTeam } from "../../helpers/teams";
import { campaigns } from "../campaign-client";
import { listWithContacts, smtpConfigFor, startJobs, templateFor } from "../fixtures";
import { feeds } from "./feed-client";
import { startFeedServer } from "./feed-server";
import { type RssItem, rssFeed } from "./fixtures";

// A recurring feed campaign (docs/contract.md section 23) over three runs with a fake clock: the
// first sends every item, the second finds nothing new and is skipped with the reason on the
// campaign, the third sends only the item published since. Feeds that cannot be read skip the run.

const DIGEST_HTML = `<html><body><h1>{{ feed.title }}</h1>
{% for item in feed.items %}<div class="item"><h2><a href="{{ item.link }}">{{ item.title }}</a></h2>{{ item.summary | raw }}</div>
{% endfor %}<a href="{{ unsubscribeUrl }}">Unsubscribe</a></body></html>`;

let peer: Awaited<ReturnType<typeof startScriptedPeer>>;
let server: Awaited<ReturnType<typeof startFeedServer>>;
const logger = { info() {}, warn() {}, error() {} };

/** Runs a scheduled occurrence's job as the worker does: a moment after its time. */
async function runOccurrences(runs: [campaignId: string, runAt: string][]) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(runs[0][1]).getTime() + 2_000);
  try {
    await Promise.all(
      runs.map(([campaignId, runAt]) =>
        sendCampaignJob.handler({ campaignId, runAt }, { jobId: "test", attempt: 0, logger }),
      ),
    );
  } finally {
    vi.useRealTimers();
  }
}

beforeAll(async () => {
  peer = await startScriptedPeer();
  server = await startFeedServer();
  await startJobs();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  closeTransports();
  await stopWorker();
  await peer.close();
  await server.close();
});

async function feedCampaign(feedPath: string, { active = 2, onlyNew = true } = {}) {
  const { team, token } = await createTestTeam();
  const audience = await listWithContacts(team.id, { active });
  const template = await templateFor(team.id, { subject: "{{ feed.items[0].title }} and more", html: DIGEST_HTML });
  const smtp = await smtpConfigFor(team.id, { port: peer.port, maxSendRate: 1000 });
  const first = new Date(Date.now() + 60 * 60_000);
  first.setUTCSeconds(0, 0);
  const created = await campaigns.create(token, {
    name: "Weekly digest",
    listId: audience.list.id,
    templateId: template.id,
    smtpConfigId: smtp.id,
    schedule: "RECURRING",
    recurringSchedule: "DAILY",
    scheduledFor: first.toISOString(),
    timezone: "UTC",
    feed: { url: server.url(feedPath), maxItems: 5, onlyNew },
  });
  expect(created.status).toBe(201);
  expect((await campaigns.schedule(token, created.body.id, {})).body).toMatchObject({ status: "SCHEDULED" });
  return { token, audience, id: created.body.id as string, first: first.toISOString() };
}

const post = (guid: string, date: string): RssItem => ({ guid, title: `Post ${guid}`, path: `/posts/${guid}`, date });

describe("a recurring feed campaign", () => {
  it("run 1 sends every item, run 2 (nothing new) is skipped with its reason, run 3 sends only the new item", async () => {
    const items = [post("b", "2026-11-20T10:00:00Z"), post("a", "2026-11-18T10:00:00Z")];
    server.serve("/news/feed.xml", { body: rssFeed(items) });
    const { token, audience, id, first } = await feedCampaign("/news/feed.xml");
    const mails = (address: string) => peer.arrivalsTo(address).map((arrival) => arrival.mail);

    // Run 1: both items, newest first, links absolute (tracked: the title's link goes through a click URL).
    await runOccurrences([[id, first]]);
    for (const address of audience.active) {
      const [mail] = mails(address);
      expect(mail.subject).toBe("Post b and more");
      const html = String(mail.html);
      expect(html).toContain("<h1>Acme Blog</h1>");
      expect(html.indexOf("Post b")).toBeGreaterThan(-1);
      expect(html.indexOf("Post b")).toBeLessThan(html.indexOf("Post a"));
      // The summary's relative link reached the recipient absolute (tracked or not), never relative.
      expect(html).not.toContain('href="/more/');
    }
    const afterFirst = (await campaigns.get(token, id)).body;
    expect(afterFirst).toMatchObject({
      status: "SCHEDULED",
      runCount: 1,
      lastRunSkipped: null,
      lastRunSkippedReason: null,
      counts: { sent: 2 },
    });
    expect((await feeds.previewCampaign(token, id)).body).toEqual({ title: "Acme Blog", items: [] });

    // Run 2: the feed has not changed: nothing is sent, the campaign says why and waits for run 3.
    const second = afterFirst.nextRunAt as string;
    await runOccurrences([[id, second]]);
    for (const address of audience.active) expect(mails(address)).toHaveLength(1);
    const afterSecond = (await campaigns.get(token, id)).body;
    expect(afterSecond).toMatchObject({
      status: "SCHEDULED",
      runCount: 2,
      lastRunAt: second,
      lastRunSkipped: "no_new_items",
      lastRunSkippedReason: "The feed has no item that an earlier run did not send",
      failureReason: null,
    });
    const third = afterSecond.nextRunAt as string;
    expect(new Date(third).getTime() - new Date(second).getTime()).toBe(24 * 60 * 60_000);

    // Run 3: one new post: only it is sent.
    server.serve("/news/feed.xml", { body: rssFeed([post("c", "2026-11-22T10:00:00Z"), ...items]) });
    expect((await feeds.previewCampaign(token, id)).body.items.map((item: { id: string }) => item.id)).toEqual(["c"]);
    await runOccurrences([[id, third]]);
    for (const address of audience.active) {
      const all = mails(address);
      expect(all).toHaveLength(2);
      expect(all[1].subject).toBe("Post c and more");
      expect(String(all[1].html)).toContain("Post c");
      expect(String(all[1].html)).not.toContain("Post a");
      expect(String(all[1].html)).not.toContain("Post b");
    }
    expect((await campaigns.get(token, id)).body).toMatchObject({
      status: "SCHEDULED",
      runCount: 3,
      lastRunSkipped: null,
      lastRunSkippedReason: null,
      counts: { sent: 2 },
    });
  });

  it("with onlyNew false every run sends the newest items again", async () => {
    server.serve("/always/feed.xml", { body: rssFeed([post("x", "2026-11-20T10:00:00Z")]) });
    const { token, audience, id, first } = await feedCampaign("/always/feed.xml", { active: 1, onlyNew: false });
    await runOccurrences([[id, first]]);
    const second = (await campaigns.get(token, id)).body.nextRunAt as string;
    await runOccurrences([[id, second]]);
    expect(peer.arrivalsTo(audience.active[0]).map((arrival) => arrival.mail.subject)).toEqual([
      "Post x and more",
      "Post x and more",
    ]);
  });
});

describe("a feed that cannot be read skips the run with the reason", () => {
  it("timeout, too big, not XML: nothing sent, feed_unavailable with the reason, the next run queued", async () => {
    server.serve("/broken/slow", { hang: true });
    server.serve("/broken/huge", { bytes: 6 * 1024 * 1024 });
    server.serve("/broken/text", { body: "this is not xml", type: "text/plain" });
    const cases = [
      ["/broken/slow", "The feed did not answer within 10 s"],
      ["/broken/huge", "The feed is larger than 5 MB"],
      ["/broken/text", "The answer is not an RSS 2.0 or Atom feed"],
    ] as const;
    const set = await Promise.all(cases.map(([path]) => feedCampaign(path, { active: 1 })));
    // Campaigns whose first run is the same minute run side by side (the 10 s wait is paid once).
    for (const group of groupBy(set, (campaign) => campaign.first))
      await runOccurrences(group.map((campaign) => [campaign.id, campaign.first]));
    for (const [index, [, reason]] of cases.entries()) {
      const { token, audience, id } = set[index];
      expect(peer.arrivalsTo(audience.active[0])).toHaveLength(0);
      const campaign = (await campaigns.get(token, id)).body;
      expect(campaign).toMatchObject({
        status: "SCHEDULED",
        runCount: 1,
        lastRunSkipped: "feed_unavailable",
        lastRunSkippedReason: reason,
        counts: { sent: 0 },
      });
      expect(new Date(campaign.nextRunAt).getTime()).toBeGreaterThan(new Date(set[index].first).getTime());
    }
  }, 40_000);

  it("a private address (ALLOW_PRIVATE_TARGETS off): skipped, nothing sent", async () => {
    server.serve("/private/feed.xml", { body: rssFeed([post("p", "2026-11-20T10:00:00Z")]) });
    const { token, audience, id, first } = await feedCampaign("/private/feed.xml", { active: 1 });
    const allowed = env.ALLOW_PRIVATE_TARGETS;
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      await runOccurrences([[id, first]]);
    } finally {
      env.ALLOW_PRIVATE_TARGETS = allowed;
    }
    expect(peer.arrivalsTo(audience.active[0])).toHaveLength(0);
    expect((await campaigns.get(token, id)).body).toMatchObject({
      status: "SCHEDULED",
      lastRunSkipped: "feed_unavailable",
      lastRunSkippedReason: "The feed's host is a private or loopback address",
    });
  });

  it("a one-time feed campaign whose feed cannot be read FAILS with the reason", async () => {
    server.serve("/once/text", { body: "still not xml", type: "text/plain" });
    const { team, token } = await createTestTeam();
    const audience = await listWithContacts(team.id, { active: 1 });
    const template = await templateFor(team.id, { subject: "Digest", html: DIGEST_HTML });
    const smtp = await smtpConfigFor(team.id, { port: peer.port });
    const created = await campaigns.create(token, {
      name: "Once",
      listId: audience.list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
      feed: { url: server.url("/once/text") },
    });
    expect((await campaigns.send(token, created.body.id)).status).toBe(202);
    await sendCampaignJob.handler({ campaignId: created.body.id }, { jobId: "test", attempt: 0, logger });
    await vi.waitFor(async () =>
      expect((await campaigns.get(token, created.body.id)).body).toMatchObject({
        status: "FAILED",
        failureReason: "The answer is not an RSS 2.0 or Atom feed",
        lastRunSkipped: "feed_unavailable",
      }),
    );
    expect(peer.arrivalsTo(audience.active[0])).toHaveLength(0);
  });
});

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}
