import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as openApiRoute } from "@/app/api/v1/openapi.json/route";
import { GET as readyRoute } from "@/app/api/v1/ready/route";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { drainServer } from "@/lib/runtime/graceful-shutdown";
import { markShuttingDown } from "@/lib/process/lifecycle";
import { campaigns } from "../campaigns/campaign-client";
import { startCountingPeer } from "../campaigns/counting-smtp-peer";
import { draftCampaign, startJobs } from "../campaigns/fixtures";
import { apiRequest, callRoute } from "../helpers/http";
import { JOB_TABLE } from "../helpers/job-table";
import { DESKTOP_CHROME, trackedEmailFixture } from "../tracking/fixtures";
import { startChild } from "./child-process";

// SIGTERM as an orchestrator sends it (docs/contract.md section 19). The child-process tests need a
// database two processes can share, so they run with TEST_DATABASE_URL (PostgreSQL) only; the
// readiness and HTTP-drain steps are tested in this process on either database.

const shared = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let peer: Awaited<ReturnType<typeof startCountingPeer>>;

beforeAll(async () => {
  peer = await startCountingPeer();
  if (shared) await startJobs();
});
afterAll(async () => {
  closeTransports();
  await stopWorker();
  await peer.close();
});

describe.runIf(shared)("SIGTERM to a serving process", () => {
  it("during tracking ingest: every answered pixel hit is stored, in-flight requests finish, exit 0", async () => {
    const { team, contact, email: first } = await trackedEmailFixture("Shutdown Pixels");
    const others = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        db.email.create({
          data: {
            teamId: team.id,
            from: "news@acme.test",
            to: contact.email,
            subject: `S${index}`,
            body: "<p>Hi</p>",
            status: "SENT",
            sentAt: new Date(),
            contactId: contact.id,
          },
        }),
      ),
    );
    const emails = [first, ...others];
    const child = await startChild("serve-child.ts");
    const base = `http://127.0.0.1:${child.port}`;
    const answered = new Map<string, number>(emails.map((email) => [email.id, 0]));
    let sent = 0;
    let refused = 0;
    // 10 clients hitting pixels back to back until the server stops answering.
    const client = async (index: number) => {
      for (let round = 0; ; round += 1) {
        const email = emails[(index + round) % emails.length];
        try {
          const response = await fetch(`${base}/api/v1/t/o/${openToken(email.id)}`, {
            headers: {
              "user-agent": DESKTOP_CHROME,
              "x-forwarded-for": `10.77.${index}.${round % 250}`,
              connection: "close",
            },
          });
          await response.arrayBuffer();
          if (response.status === 200) answered.set(email.id, answered.get(email.id)! + 1);
          sent += 1;
        } catch {
          refused += 1;
          return;
        }
      }
    };
    const clients = Array.from({ length: 10 }, (_, index) => client(index));
    while (sent < 300) await sleep(10);
    const slow = fetch(`${base}/slow`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));
    await sleep(100);
    child.process.kill("SIGTERM");
    await Promise.all(clients);
    expect(await slow).toEqual({ status: 200, body: "done" });
    expect(await child.exited).toBe(0);
    expect(refused).toBe(10);

    const stored = await db.emailTracking.groupBy({
      by: ["emailId"],
      where: { emailId: { in: emails.map(({ id }) => id) } },
      _count: true,
    });
    const storedById = new Map(stored.map((row) => [row.emailId, row._count]));
    expect(emails.map(({ id }) => storedById.get(id) ?? 0)).toEqual(emails.map(({ id }) => answered.get(id)));
    expect([...answered.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(300);
  }, 60_000);

  it("during a campaign send: the run hands over at once, nobody is in doubt, the restart sends everyone else once", async () => {
    const TOTAL = 300;
    const { team, token } = await createTeamWithCampaign(TOTAL);
    const { campaign, audience } = team;
    const arrived = () => audience.filter((address) => peer.count(address) > 0).length;
    const worker = await startChild("serve-child.ts", ["--worker"]);
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);
    const deadline = Date.now() + 60_000;
    while (arrived() < 60 && Date.now() < deadline) await sleep(20);
    worker.process.kill("SIGTERM");
    expect(await worker.exited).toBe(0);

    const atStop = arrived();
    expect(atStop).toBeGreaterThanOrEqual(60);
    expect(atStop).toBeLessThan(TOTAL);
    // The chunks in flight finished their exchanges: no row is left claimed, nothing is in doubt.
    expect(await db.email.count({ where: { campaignId: campaign.id, status: { in: ["SENDING", "FAILED"] } } })).toBe(0);
    const sentRows = await db.email.findMany({
      where: { campaignId: campaign.id, status: "SENT" },
      select: { to: true },
    });
    expect(sentRows.length).toBe(atStop);
    // No lease is held by the stopped worker: the run's rest waits as a new, created job.
    const jobs = await db.$queryRawUnsafe<{ state: string; count: bigint }[]>(
      `SELECT state, count(*) FROM ${JOB_TABLE} WHERE name = 'send-campaign' AND data->>'campaignId' = $1 GROUP BY state`,
      campaign.id,
    );
    expect(Object.fromEntries(jobs.map((row) => [row.state, Number(row.count)]))).toEqual({ completed: 1, created: 1 });

    const restarted = await startChild("serve-child.ts", ["--worker"], { LOG_LEVEL: "info" });
    while ((await campaigns.get(token, campaign.id)).body.status !== "SENT" && Date.now() < deadline + 30_000)
      await sleep(200);
    restarted.process.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    expect(audience.filter((address) => peer.count(address) !== 1)).toEqual([]);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({
      status: "SENT",
      counts: { total: TOTAL, sent: TOTAL, failed: 0 },
    });
    // Its logs are JSON lines; the job's carry the job's name and id, the shutdown is logged.
    const lines = restarted
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.msg === "campaign run")).toMatchObject({
      level: 30,
      job: "send-campaign",
      jobId: expect.any(String),
      campaignId: campaign.id,
      result: "SENT",
    });
    expect(lines.find((line) => line.msg === "Shutting down gracefully")).toMatchObject({ signal: "SIGTERM" });
    expect(lines.at(-1)).toMatchObject({ msg: "Shutdown complete" });
  }, 120_000);
});

async function createTeamWithCampaign(total: number) {
  const { token, audience, campaign } = await draftCampaign(
    peer.port,
    { active: total },
    {
      team: await trackedEmailFixture("Shutdown Campaign"),
      subject: "Hi {{ firstName }}",
      maxSendRate: 50,
      name: "Shutdown",
    },
  );
  return { team: { campaign, audience: audience.active }, token };
}

describe("readiness and the HTTP drain", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      setTimeout(() => response.writeHead(200).end("finished"), 800);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  it("drains: the request in flight finishes, new connections are refused, the drain ends", async () => {
    const inFlight = fetch(`${base}/work`).then(async (response) => [response.status, await response.text()]);
    await sleep(100);
    const drained = drainServer(server, 5_000);
    await expect(fetch(`${base}/late`)).rejects.toThrow();
    expect(await inFlight).toEqual([200, "finished"]);
    const started = Date.now();
    await drained;
    // Idle keep-alive connections are swept, not waited out (Node's keep-alive timeout is 5 s).
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("GET /ready is documented as a public operation answering 200 or 503", async () => {
    const document = await (await callRoute(openApiRoute, apiRequest("/openapi.json"))).json();
    const operation = document.paths["/ready"].get;
    expect(operation.security).toEqual([]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "503"]));
  });

  it("GET /ready answers 200 while serving and 503 from the moment shutdown starts", async () => {
    const before = await callRoute(readyRoute, apiRequest("/ready"));
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ status: "ready", shuttingDown: false, database: "ok" });
    markShuttingDown();
    const after = await callRoute(readyRoute, apiRequest("/ready"));
    expect(after.status).toBe(503);
    expect(await after.json()).toEqual({ status: "unavailable", shuttingDown: true, database: null });
  });
});
