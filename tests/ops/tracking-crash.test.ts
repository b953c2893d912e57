import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startAppServer, waitForAppServer } from "@/bench/app-server";
import * as raw from "@/lib/analytics/email-analytics-sql";
import * as rolled from "@/lib/analytics/rollup/read-rollups";
import { db } from "@/lib/db";
import { openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { createTestTeam } from "../helpers/teams";
import { DESKTOP_CHROME } from "../tracking/fixtures";
import { startChild } from "./child-process";

// Issue 41: a server killed with SIGKILL during pixel load and started again has stored every hit
// it answered, once, and the campaign's and each email's reports equal the raw rows. The server is
// `npm start`'s (lib/runtime/start.ts, as a web process) when a production build is in NEXT_DIST_DIR
// (default .next), else its tracking ingest and request listener (ingest-child.ts). Both
// processes use the same spool directory. Needs a database two processes share: PostgreSQL only.

const shared = Boolean(process.env.TEST_DATABASE_URL);
const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next";
const built = existsSync(path.join(DIST_DIR, "BUILD_ID"));
// TRACKING_CRASH_PORT: another port, for runs side by side (each helper its own range).
const PORT = Number(process.env.TRACKING_CRASH_PORT ?? 56_231);
const CLIENTS = 24;
const EMAILS = 30;
const spoolDir = mkdtempSync(path.join(tmpdir(), "sendwell-spool-"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const killed: { kill: (signal: NodeJS.Signals) => void; exited: Promise<unknown> }[] = [];

/** The server on PORT with the test's spool; resolves once it answers. */
async function startServer() {
  const env = { TRACKING_SPOOL_DIR: spoolDir, LOG_LEVEL: "error", DATABASE_URL: process.env.TEST_DATABASE_URL! };
  if (!built) {
    const child = await startChild("ingest-child.ts", [], { ...env, PORT: String(PORT) });
    const handle = { kill: (signal: NodeJS.Signals) => child.process.kill(signal), exited: child.exited };
    killed.push(handle);
    return handle;
  }
  const child = startAppServer({ port: PORT, distDir: DIST_DIR, env: { ...env, JOBS_WORKER: "false" } });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const handle = { kill: (signal: NodeJS.Signals) => child.kill(signal), exited };
  killed.push(handle);
  await waitForAppServer(PORT, child);
  return handle;
}

async function campaignWithEmails() {
  const { team } = await createTestTeam("Crash Pixels Co");
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Readers" } });
  const campaign = await db.campaign.create({
    data: { teamId: team.id, name: "Crash", listId: list.id, status: "SENT" },
  });
  const emails = await Promise.all(
    Array.from({ length: EMAILS }, (_, n) =>
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
  return { team, campaign, emails };
}

/** One GET of a pixel; resolves to its status, or null when the connection failed. */
function pixel(agent: Agent, token: string, ip: string): Promise<number | null> {
  return new Promise((resolve) => {
    const sent = request(
      {
        agent,
        host: "127.0.0.1",
        port: PORT,
        path: `/api/v1/t/o/${token}`,
        headers: { "user-agent": DESKTOP_CHROME, "x-forwarded-for": ip },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? null));
        response.on("error", () => resolve(null));
      },
    );
    sent.on("error", () => resolve(null));
    sent.end();
  });
}

afterAll(async () => {
  for (const server of killed) server.kill("SIGKILL");
  await Promise.all(killed.map((server) => server.exited));
  rmSync(spoolDir, { recursive: true, force: true });
});

describe.runIf(shared)("a server killed with SIGKILL during pixel load", () => {
  it("has stored every hit it answered, once, after its restart; reports equal the raw rows", {
    timeout: 120_000,
  }, async () => {
    const { team, campaign, emails } = await campaignWithEmails();
    const tokens = emails.map((email) => openToken(email.id));
    const first = await startServer();
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const answered = new Map<string, number>(emails.map((email) => [email.id, 0]));
    let sent = 0;
    let stop = false;
    const client = async (index: number) => {
      for (let round = 0; !stop; round += 1) {
        const n = (index * 7 + round) % EMAILS;
        sent += 1;
        const status = await pixel(agent, tokens[n], `10.${60 + (index % 30)}.${round % 250}.${(round >> 8) % 250}`);
        if (status === 200) answered.set(emails[n].id, answered.get(emails[n].id)! + 1);
        else if (status === null) return;
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    // Killed once some hits are committed (the drain must then skip those) and others are not.
    const deadline = Date.now() + 40_000;
    await sleep(2_000);
    while ((await db.emailTracking.count({ where: { teamId: team.id } })) === 0 && Date.now() < deadline)
      await sleep(200);
    await sleep(500);
    first.kill("SIGKILL");
    await first.exited;
    stop = true;
    await load;
    agent.destroy();
    const total = [...answered.values()].reduce((sum, count) => sum + count, 0);
    const storedAtKill = await db.emailTracking.count({ where: { teamId: team.id } });
    expect(total).toBeGreaterThan(500);
    expect(storedAtKill).toBeGreaterThan(0);
    expect(storedAtKill).toBeLessThan(total);
    // The spool holds what was answered and not yet stored.
    expect(readdirSync(spoolDir).length).toBeGreaterThan(0);

    await startServer();
    const perEmail = await db.emailTracking.groupBy({ by: ["emailId"], where: { teamId: team.id }, _count: true });
    const stored = new Map(perEmail.map((row) => [row.emailId, row._count]));
    const storedTotal = perEmail.reduce((sum, row) => sum + row._count, 0);
    // Every answered hit is stored; beyond them at most the requests in flight at the kill (durable, never answered).
    const short = emails.filter((email) => (stored.get(email.id) ?? 0) < answered.get(email.id)!);
    expect(short.map((email) => [email.id, stored.get(email.id), answered.get(email.id)])).toEqual([]);
    expect(storedTotal - total).toBeLessThanOrEqual(CLIENTS);
    expect(storedTotal).toBeLessThanOrEqual(sent);
    console.info(`answered ${total}, stored at the kill ${storedAtKill}, stored after the restart ${storedTotal}`);

    // Each stored once: the restart's drain found the rows committed before the kill and skipped them.
    const scope = { teamId: team.id, campaignId: campaign.id };
    expect({ ...(await rolled.eventCounts(scope)) }).toEqual({ ...(await raw.eventCounts(scope)) });
    const counts = await raw.eventCounts(scope);
    expect(counts.openCount + counts.proxyOpens).toBe(storedTotal);
    for (const email of emails.slice(0, 5)) {
      const own = { teamId: team.id, emailId: email.id };
      expect({ ...(await rolled.eventCounts(own)) }).toEqual({ ...(await raw.eventCounts(own)) });
    }
  });
});
