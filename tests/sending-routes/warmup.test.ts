import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { setRoutingClock } from "@/lib/services/sending-routes/clock";
import { WARMUP_REASON } from "@/lib/services/emails/send-core/send-with-failover";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { emails } from "../emails/email-client";
import { smtpConfigFor } from "../emails/fixtures";
import { runSendEmailJob as runJob, type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { smtp } from "../smtp/smtp-client";
import { createSendingRoute } from "./routes-client";

// Warm-up (docs/contract.md section 20) over two simulated days: the routing clock is moved, the
// process clock is not. Day 1 is two days ago, so that mail waiting for "the next day" is due by
// the real clock the send job claims with.

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
afterEach(() => setRoutingClock());

const DAY = 86_400_000;
const midnight = (at: number) => Math.floor(at / DAY) * DAY;
const day1 = midnight(Date.now()) - 2 * DAY + 10 * 3600_000; // 10:00 UTC two days ago
const day2 = day1 + DAY;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

async function send(token: string) {
  const to = uniqueEmail("warm");
  const sent = await emails.send(token, { to, subject: "Warm", html: "<p>Warm</p>" });
  expect(sent.status).toBe(200);
  return { id: sent.body.id as string, to };
}

describe("warm-up cap", () => {
  it("sends at most each day's cap over two days; the rest waits for the next day, never FAILED", async () => {
    setRoutingClock(() => new Date(day1));
    const { team, token } = await createTestTeam();
    const config = await smtpConfigFor(team.id, { port: peer.port });
    const set = await smtp.patch(token, config.id, { warmup: { startPerDay: 3, growthPercent: 100, maxPerDay: 10 } });
    expect(set.status).toBe(200);
    expect(set.body.warmup).toMatchObject({
      startPerDay: 3,
      growthPercent: 100,
      maxPerDay: 10,
      startedAt: new Date(day1).toISOString(),
      todayCap: 3,
      sentToday: 0,
    });
    // The ramp until it reaches maxPerDay: 3, 6, 10.
    expect(set.body.warmup.plan).toEqual([
      { day: isoDay(day1), cap: 3, sent: 0 },
      { day: isoDay(day2), cap: 6, sent: 0 },
      { day: isoDay(day2 + DAY), cap: 10, sent: 0 },
    ]);

    // Day 1: five messages, three sent, two waiting for day 2.
    const first = [];
    for (let index = 0; index < 5; index += 1) first.push(await send(token));
    for (const { id } of first) await runJob(id);
    const rows = await db.email.findMany({
      where: { id: { in: first.map(({ id }) => id) } },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((row) => row.status)).toEqual(["SENT", "SENT", "SENT", "SCHEDULED", "SCHEDULED"]);
    for (const row of rows.slice(3)) {
      expect(row.sendAt?.toISOString()).toBe(new Date(midnight(day2)).toISOString());
      expect(row.error).toBe(WARMUP_REASON);
    }
    expect((await smtp.get(token, config.id)).body.warmup).toMatchObject({ todayCap: 3, sentToday: 3 });

    // Day 2: the cap is 6: the two waiting ones and four new ones; a fifth new one waits again.
    setRoutingClock(() => new Date(day2));
    for (const row of rows.slice(3)) await runJob(row.id);
    const second = [];
    for (let index = 0; index < 5; index += 1) second.push(await send(token));
    for (const { id } of second) await runJob(id);
    const all = await db.email.findMany({ where: { teamId: team.id }, orderBy: { createdAt: "asc" } });
    expect(all.filter((row) => row.status === "SENT")).toHaveLength(9);
    expect(all.filter((row) => row.status === "SCHEDULED")).toHaveLength(1);
    expect(all.filter((row) => row.status === "FAILED")).toHaveLength(0);
    for (const { to } of [...first, ...second.slice(0, 4)]) expect(peer.arrivalsTo(to)).toHaveLength(1);
    expect(peer.arrivalsTo(second[4].to)).toHaveLength(0);

    const shown = (await smtp.get(token, config.id)).body.warmup;
    expect(shown).toMatchObject({ todayCap: 6, sentToday: 6 });
    expect(shown.plan.slice(0, 2)).toEqual([
      { day: isoDay(day1), cap: 3, sent: 3 },
      { day: isoDay(day2), cap: 6, sent: 6 },
    ]);
  }, 60_000);

  it("moves mail over one target's cap to the route's next target", async () => {
    setRoutingClock(() => new Date(day1));
    const { team, token } = await createTestTeam();
    const warming = await smtpConfigFor(team.id, { port: peer.port });
    const seasoned = await smtpConfigFor(team.id, { port: peer.port, isDefault: false });
    await smtp.patch(token, warming.id, { warmup: { startPerDay: 2, growthPercent: 50, maxPerDay: 100 } });
    await createSendingRoute(token, {
      name: "Warming first",
      stream: "transactional",
      isDefault: true,
      targets: [
        { smtpConfigId: warming.id, weight: 100, priority: 1 },
        { smtpConfigId: seasoned.id, weight: 100, priority: 2 },
      ],
    });
    const sends = [];
    for (let index = 0; index < 4; index += 1) sends.push(await send(token));
    for (const { id } of sends) await runJob(id);
    const rows = await db.email.findMany({
      where: { id: { in: sends.map(({ id }) => id) } },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((row) => [row.status, row.smtpConfigId])).toEqual([
      ["SENT", warming.id],
      ["SENT", warming.id],
      ["SENT", seasoned.id],
      ["SENT", seasoned.id],
    ]);
  });
});
