import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { emails } from "../emails/email-client";
import { smtpConfigFor } from "../emails/fixtures";
import { runSendEmailJob as runJob, type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { refusedPort, start421Peer } from "./refusing-peers";
import { createSendingRoute, routes } from "./routes-client";

// Failover through a sending route (docs/contract.md section 20), against real peers on loopback:
// a target whose port refuses connections and one that answers 421 to everything cool, and the
// message goes to the next target, arriving exactly once.

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
let busy: Awaited<ReturnType<typeof start421Peer>>;
beforeAll(async () => {
  busy = await start421Peer();
});
afterAll(() => busy.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function teamWithRoute(firstPort: number, cooldownSeconds?: number) {
  const { team, token } = await createTestTeam();
  const broken = await smtpConfigFor(team.id, { port: firstPort, isDefault: true });
  const working = await smtpConfigFor(team.id, { port: peer.port, isDefault: false });
  const route = await createSendingRoute(token, {
    name: "Failover",
    stream: "transactional",
    isDefault: true,
    ...(cooldownSeconds ? { cooldownSeconds } : {}),
    targets: [
      { smtpConfigId: broken.id, weight: 100, priority: 1 },
      { smtpConfigId: working.id, weight: 100, priority: 2 },
    ],
  });
  return { team, token, broken, working, route };
}

async function sendOne(token: string) {
  const to = uniqueEmail("failover");
  const sent = await emails.send(token, { to, subject: "Hello", html: "<p>Hello</p>" });
  expect(sent.status).toBe(200);
  return { id: sent.body.id as string, to };
}

describe("failover through a sending route", () => {
  it("moves mail from a target whose port refuses connections to the next, once, and cools it", async () => {
    const { token, broken, working, route } = await teamWithRoute(await refusedPort());
    const first = await sendOne(token);
    expect((await db.email.findUniqueOrThrow({ where: { id: first.id } })).routeId).toBe(route.id);

    await runJob(first.id);
    await peer.mailTo(first.to);
    await settle();
    expect(peer.arrivalsTo(first.to)).toHaveLength(1);
    expect(await db.email.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "SENT",
      smtpConfigId: working.id,
    });

    // The refusing target cools, shown in the route's answer.
    const shown = await routes.get(token, route.id);
    expect(shown.body.targets[0]).toMatchObject({
      smtpConfigId: broken.id,
      health: { state: "cooling", lastError: expect.stringContaining("ECONNREFUSED") },
    });
    expect(new Date(shown.body.targets[0].health.until).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(shown.body.targets[1].health.state).toBe("healthy");

    // While it cools, mail goes straight to the next target.
    const second = await sendOne(token);
    await runJob(second.id);
    await peer.mailTo(second.to);
    await settle();
    expect(peer.arrivalsTo(second.to)).toHaveLength(1);
    expect((await db.email.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("SENT");
  });

  it("moves mail from a peer that answers 421 to everything to the next, once", async () => {
    const { token, working, broken, route } = await teamWithRoute(busy.port);
    const before = busy.connections();
    const sends = await Promise.all([sendOne(token), sendOne(token), sendOne(token)]);
    for (const send of sends) await runJob(send.id);
    for (const send of sends) await peer.mailTo(send.to);
    await settle();
    expect(busy.connections()).toBeGreaterThan(before);
    for (const send of sends) {
      expect(peer.arrivalsTo(send.to)).toHaveLength(1);
      expect(await db.email.findUniqueOrThrow({ where: { id: send.id } })).toMatchObject({
        status: "SENT",
        smtpConfigId: working.id,
      });
    }
    const shown = await routes.get(token, route.id);
    expect(
      shown.body.targets.find((target: { smtpConfigId: string }) => target.smtpConfigId === broken.id).health,
    ).toMatchObject({ state: "cooling", lastError: expect.stringContaining("421") });
  });

  it("leaves a recipient's own 5xx a bounce, not a failover", async () => {
    const { token, broken } = await teamWithRoute(peer.port);
    const refused = uniqueEmail("nobody");
    peer.refuse(refused, 550, "5.1.1 No such user");
    const sent = await emails.send(token, { to: refused, subject: "Hello", html: "<p>Hello</p>" });
    await runJob(sent.body.id);
    expect(await db.email.findUniqueOrThrow({ where: { id: sent.body.id } })).toMatchObject({
      status: "BOUNCED",
      smtpConfigId: broken.id,
    });
    expect(await db.smtpTargetHealth.findUnique({ where: { smtpConfigId: broken.id } })).toBeNull();
  });

  it("leaves mail QUEUED for a retry when every target cools, and sends it once one is back", async () => {
    const { token, broken, working } = await teamWithRoute(await refusedPort());
    const until = new Date(Date.now() + 60_000);
    for (const config of [broken, working])
      await db.smtpTargetHealth.create({ data: { smtpConfigId: config.id, coolingUntil: until, lastError: "down" } });
    const waiting = await sendOne(token);
    await expect(runJob(waiting.id)).rejects.toThrow("Every target of the sending route is cooling");
    expect((await db.email.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe("QUEUED");
    await db.smtpTargetHealth.update({ where: { smtpConfigId: working.id }, data: { coolingUntil: new Date() } });
    await runJob(waiting.id, 1);
    await peer.mailTo(waiting.to);
    expect(peer.arrivalsTo(waiting.to)).toHaveLength(1);
  });
});

describe("weights", () => {
  it("splits 1,000 messages by weight within binomial tolerance", async () => {
    const { team, token } = await createTestTeam();
    const heavy = await smtpConfigFor(team.id, { port: peer.port, isDefault: true });
    const light = await smtpConfigFor(team.id, { port: peer.port, isDefault: false });
    const route = await createSendingRoute(token, {
      name: "Weighted",
      targets: [
        { smtpConfigId: heavy.id, weight: 70 },
        { smtpConfigId: light.id, weight: 30 },
      ],
    });
    const N = 1000;
    // Rows written as POST /email writes them (finished, QUEUED, on the route), then each sent by its job.
    const first = await sendOne(token);
    const row = await db.email.findUniqueOrThrow({ where: { id: first.id } });
    await db.email.update({ where: { id: row.id }, data: { routeId: route.id } });
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
    const ids = Array.from({ length: N - 1 }, (_, index) => `w${index}-${row.id}`);
    await db.email.createMany({
      data: ids.map((id) => ({
        ...copy,
        id,
        routeId: route.id,
        data: undefined,
        headers: copy.headers ?? undefined,
        tags: undefined,
      })),
    });
    const all = [row.id, ...ids];
    for (let start = 0; start < all.length; start += 10)
      await Promise.all(all.slice(start, start + 10).map((id) => runJob(id)));
    const byConfig = await db.email.groupBy({
      by: ["smtpConfigId"],
      where: { teamId: team.id, status: "SENT" },
      _count: { _all: true },
    });
    const count = (id: string) => byConfig.find((group) => group.smtpConfigId === id)?._count._all ?? 0;
    expect(count(heavy.id) + count(light.id)).toBe(N);
    // Binomial(1000, 0.7): sd 14.5; 6 sd either side fails about once in 500 million runs.
    const sd = Math.sqrt(N * 0.7 * 0.3);
    expect(Math.abs(count(heavy.id) - 700)).toBeLessThan(6 * sd);
    console.info(`weights 70/30 over ${N}: ${count(heavy.id)}/${count(light.id)}`);
  }, 180_000);
});
