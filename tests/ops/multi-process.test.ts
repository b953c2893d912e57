import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { campaigns } from "../campaigns/campaign-client";
import { startCountingPeer } from "../campaigns/counting-smtp-peer";
import { CAMPAIGN_HTML, listWithContacts, smtpConfigFor, startJobs, templateFor } from "../campaigns/fixtures";
import { DESKTOP_CHROME, trackedEmailFixture } from "../tracking/fixtures";
import { startChild, type Child } from "./child-process";

// Several processes on one PostgreSQL and one Redis (docs/contract.md section 19, issue 23): two web
// processes (the production request listener) and three workers. A 20,000-recipient campaign is
// sent; the worker running it (the run lease's holder) is killed with SIGKILL mid-send, so nothing
// of the graceful shutdown runs, and a fresh worker is started. The run lease lapses (6 s here),
// another worker's sweep queues a new job, and the run resumes: nobody gets two messages, and the
// only recipients not reached are the rows that were in their SMTP exchange at the kill (FAILED
// "interrupted", the documented in-doubt policy), counted and few. The web processes share the
// tracking rate limit through Redis. Needs a database several processes share: PostgreSQL only.

const shared = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = "redis://127.0.0.1:6379";
const LEASE_SECONDS = 6;
// The 20,000; MULTI_PROCESS_RECIPIENTS lowers it on a machine too busy to send that many in time.
const TOTAL = Number(process.env.MULTI_PROCESS_RECIPIENTS ?? 20_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let peer: Awaited<ReturnType<typeof startCountingPeer>>;
const children: Child[] = [];
const webs: Child[] = [];
const workers: Child[] = [];

async function child(args: string[]) {
  const started = await startChild("serve-child.ts", args, {
    REDIS_URL,
    CAMPAIGN_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  children.push(started);
  return started;
}

beforeAll(async () => {
  peer = await startCountingPeer();
  if (!shared) return;
  await startJobs();
  webs.push(...(await Promise.all([child([]), child([])])));
  workers.push(...(await Promise.all([child(["--worker"]), child(["--worker"]), child(["--worker"])])));
});
afterAll(async () => {
  for (const running of children) if (running.process.exitCode === null) running.process.kill("SIGKILL");
  closeTransports();
  await stopWorker();
  await peer.close();
});

describe.runIf(shared)("2 web and 3 worker processes on one database", () => {
  it(`a ${TOTAL.toLocaleString("en")}-recipient campaign survives its worker being killed: everyone once, in doubt aside`, async () => {
    const { team, token } = await trackedEmailFixture("Many Processes");
    // On the unlimited plan: the Free plan's monthly quota (3,000) would cancel most of the audience.
    const enterprise = await db.product.findFirstOrThrow({ where: { name: "Enterprise", email_limit: null } });
    await db.subscription.create({ data: { team_id: team.id, product_id: enterprise.id, status: "active" } });
    const audience = await listWithContacts(team.id, { active: TOTAL });
    const template = await templateFor(team.id, { subject: "Hi {{ firstName }}", html: CAMPAIGN_HTML });
    const smtp = await smtpConfigFor(team.id, { port: peer.port, maxSendRate: 5_000 });
    const { body: campaign } = await campaigns.create(token, {
      name: "Many",
      listId: audience.list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
    });
    const started = Date.now();
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);

    const arrived = () => audience.active.filter((address) => peer.count(address) > 0).length;
    // Generous: the test shares the two cores with four other files (vitest.config.ts's pool), and the
    // crash tests that start with it spawn processes of their own.
    const deadline = Date.now() + 500_000;
    while (arrived() < TOTAL / 5 && Date.now() < deadline) await sleep(50);
    // The worker running the campaign is the one whose process id is in the run lease's owner.
    const [lease] = await db.$queryRaw<
      { owner: string }[]
    >`SELECT "owner" FROM "CampaignRunLease" WHERE "campaignId" = ${campaign.id}`;
    const holder = workers.find((worker) => lease?.owner.split(":")[1] === String(worker.process.pid));
    expect(holder).toBeDefined();
    holder!.process.kill("SIGKILL");
    await holder!.exited;
    const killedAt = Date.now();
    const atKill = arrived();
    expect(atKill).toBeLessThan(TOTAL);
    workers.push(await child(["--worker"]));

    // Resumed well before pg-boss's own 15-minute expiry, within the minute a long job is given:
    // a lease (6 s) and a sweep or two, about 12 s on a quiet machine; 34 s once at a load average
    // of 6, when the new job waited for a worker's poll and the run for its first batch.
    while (arrived() === atKill && Date.now() < deadline) await sleep(100);
    const resumedAfterMs = Date.now() - killedAt;
    expect(resumedAfterMs).toBeLessThan(60_000);
    const settled = async () =>
      (await campaigns.get(token, campaign.id)).body.status === "SENT" &&
      (await db.email.count({ where: { campaignId: campaign.id, status: { in: ["QUEUED", "SENDING"] } } })) === 0;
    while (!(await settled()) && Date.now() < deadline) await sleep(250);

    const addressOf = (row: { to: string }) => (row.to.match(/<(.+)>/)?.[1] ?? row.to).toLowerCase();
    const counts = audience.active.map((address) => peer.count(address));
    expect(counts.filter((count) => count > 1)).toEqual([]);
    const inDoubt = await db.email.findMany({
      where: { campaignId: campaign.id, status: "FAILED", error: { contains: "Interrupted" } },
      select: { to: true },
    });
    // In doubt: the messages handed to the SMTP pool at the kill (at most HANDOVER_LIMIT, 40) and
    // those accepted in the last moments, before their SENT write committed.
    expect(inDoubt.length).toBeLessThan(100);
    const inDoubtTo = new Set(inDoubt.map(addressOf));
    expect(
      audience.active.filter((address) => peer.count(address) === 0 && !inDoubtTo.has(address.toLowerCase())),
    ).toEqual([]);
    const sentRows = await db.email.findMany({
      where: { campaignId: campaign.id, status: "SENT" },
      select: { to: true },
    });
    expect(sentRows.filter((row) => peer.count(addressOf(row)) !== 1)).toEqual([]);
    // What the run left, named in the failure message: a run that missed the deadline, rows still
    // in flight, and rows FAILED for another reason than the interruption tell different stories.
    const report = (await campaigns.get(token, campaign.id)).body;
    const byStatus = await db.email.groupBy({
      by: ["status", "error"],
      where: { campaignId: campaign.id, NOT: { status: "SENT" } },
      _count: true,
    });
    const state = JSON.stringify({
      status: report.status,
      counts: report.counts,
      unsent: byStatus,
      secondsSinceStart: (Date.now() - started) / 1000,
    });
    expect(report, state).toMatchObject({
      status: "SENT",
      counts: { total: TOTAL, sent: TOTAL - inDoubt.length, failed: inDoubt.length },
    });
    expect(await db.email.count({ where: { campaignId: campaign.id } })).toBe(TOTAL);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.info(
      `multi-process: killed the holder at ${atKill} of ${TOTAL} arrived, resumed after ${seconds(resumedAfterMs)} s, ` +
        `${inDoubt.length} in doubt (FAILED), ${arrived()} reached, ${seconds(Date.now() - started)} s in all`,
    );
  }, 560_000);

  it("the web processes share the tracking rate limit through Redis", async () => {
    const { email } = await trackedEmailFixture("Shared Limits");
    // One client address, 600 pixel hits on each process at once: the tracking group allows 1,000 a minute.
    const ip = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    const hammer = async (port: number) => {
      for (let i = 0; i < 75; i += 1) {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/t/o/${openToken(email.id)}`, {
          headers: { "user-agent": DESKTOP_CHROME, "x-forwarded-for": ip },
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    };
    // Eight clients per process, so the 1,200 hits fit well inside the minute even on a busy machine.
    await Promise.all(webs.flatMap((web) => Array.from({ length: 8 }, () => hammer(web.port))));
    // Alone, neither process would refuse anything (600 < 1,000); together they refuse what goes
    // beyond the shared budget (less what the window has refilled meanwhile).
    const allowed = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(allowed + refused).toBe(1_200);
    expect(refused).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThanOrEqual(1_000);
    // SIGTERM flushes each web process's tracking recorder: every answered hit was stored.
    for (const web of webs) {
      web.process.kill("SIGTERM");
      expect(await web.exited).toBe(0);
    }
    expect(await db.emailTracking.count({ where: { emailId: email.id } })).toBe(allowed);
  }, 120_000);
});
