import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { openToken } from "@/lib/mail/tracking/tracking-tokens";
import { campaigns } from "../campaigns/campaign-client";
import { startCountingPeer } from "../campaigns/counting-smtp-peer";
import { CAMPAIGN_HTML, listWithContacts, smtpConfigFor, startJobs, templateFor } from "../campaigns/fixtures";
import { DESKTOP_CHROME, trackedEmailFixture } from "../tracking/fixtures";
import { startChild, type Child } from "./child-process";

// Several processes on one PostgreSQL and one Redis (API.md section 19): two web processes (the
// production request listener) and three workers. A campaign is sent while each of the three
// original workers is stopped in turn (SIGTERM) and a fresh one started, so the worker running the
// campaign is certainly stopped mid-run at least once: every recipient gets exactly one message.
// The web processes share the tracking rate limit through Redis. A smaller version of the
// issue's 20,000-recipient run (the machine is shared): 3,000 recipients.

const shared = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = "redis://127.0.0.1:6379";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let peer: Awaited<ReturnType<typeof startCountingPeer>>;
const children: Child[] = [];

async function child(args: string[], env: Record<string, string> = {}) {
  const started = await startChild("serve-child.ts", args, { REDIS_URL, ...env });
  children.push(started);
  return started;
}

async function stop(target: Child) {
  target.process.kill("SIGTERM");
  return target.exited;
}

beforeAll(async () => {
  peer = await startCountingPeer();
  if (shared) await startJobs();
});
afterAll(async () => {
  for (const running of children) if (running.process.exitCode === null) running.process.kill("SIGKILL");
  closeTransports();
  await stopWorker();
  await peer.close();
});

describe.runIf(shared)("2 web and 3 worker processes on one database", () => {
  it("a campaign survives its workers being replaced one by one: everyone exactly once", async () => {
    const TOTAL = 3_000;
    const { team, token } = await trackedEmailFixture("Many Processes");
    const audience = await listWithContacts(team.id, { active: TOTAL });
    const template = await templateFor(team.id, { subject: "Hi {{ firstName }}", html: CAMPAIGN_HTML });
    const smtp = await smtpConfigFor(team.id, { port: peer.port, maxSendRate: 150 });
    const { body: campaign } = await campaigns.create(token, { name: "Many", listId: audience.list.id, templateId: template.id, smtpConfigId: smtp.id });
    const originals = await Promise.all([child(["--worker"]), child(["--worker"]), child(["--worker"])]);
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);

    const arrived = () => audience.active.filter((address) => peer.count(address) > 0).length;
    const deadline = Date.now() + 120_000;
    const stoppedAt: number[] = [];
    for (const [index, original] of originals.entries()) {
      while (arrived() < (index + 1) * 500 && Date.now() < deadline) await sleep(50);
      expect(await stop(original)).toBe(0);
      stoppedAt.push(arrived());
      await child(["--worker"]);
    }
    // Every original worker was stopped while the campaign was still sending, the one running it included.
    expect(stoppedAt.every((count) => count < TOTAL)).toBe(true);
    while ((await campaigns.get(token, campaign.id)).body.status !== "SENT" && Date.now() < deadline) await sleep(250);

    const counts = audience.active.map((address) => peer.count(address));
    expect(counts.filter((count) => count !== 1)).toEqual([]);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({ status: "SENT", counts: { total: TOTAL, sent: TOTAL, failed: 0 } });
    expect(await db.email.count({ where: { campaignId: campaign.id } })).toBe(TOTAL);
    console.info(`multi-process: originals stopped at ${stoppedAt.join(", ")} of ${TOTAL} sent`);
  }, 240_000);

  it("the web processes share the tracking rate limit through Redis", async () => {
    const { email } = await trackedEmailFixture("Shared Limits");
    const webs = await Promise.all([child([]), child([])]);
    // One client address, 600 pixel hits on each process at once: the tracking group allows 1,000 a minute.
    const ip = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    const hammer = async (port: number) => {
      for (let i = 0; i < 600; i += 1) {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/t/o/${openToken(email.id)}`, { headers: { "user-agent": DESKTOP_CHROME, "x-forwarded-for": ip } });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    };
    await Promise.all(webs.map((web) => hammer(web.port)));
    // Alone, neither process would refuse anything (600 < 1,000); together they refuse what goes
    // beyond the shared budget (less what the window has refilled meanwhile).
    const allowed = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(allowed + refused).toBe(1_200);
    expect(refused).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThanOrEqual(1_000);
    for (const web of webs) expect(await stop(web)).toBe(0);
    // Every answered hit was stored, by whichever process took it.
    expect(await db.emailTracking.count({ where: { emailId: email.id } })).toBe(allowed);
  }, 120_000);
});
