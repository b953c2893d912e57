import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getQueues } from "@/app/api/v1/deliverability/queues/route";
import { POST as postBatch } from "@/app/api/v1/emails/batch/route";
import { PATCH as patchSettings } from "@/app/api/v1/settings/route";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { campaigns } from "../campaigns/campaign-client";
import { CAMPAIGN_HTML, smtpConfigFor, startJobs, templateFor } from "../campaigns/fixtures";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { call } from "../teams/team-client";
import { startChild, type Child } from "../ops/child-process";
import { startDestinationSink } from "./destination-sink";

// Destination throttles and deferral (docs/contract.md section 20) through two worker processes on
// one PostgreSQL database and a real SMTP peer: a perMinute limit holds across both workers, a
// domain that answers 451 is deferred with a growing wait while the others keep flowing, mail that
// waits arrives later exactly once, and a campaign is never FAILED for it. The first deferral is
// DEFERRAL_SECONDS here (DESTINATION_DEFERRAL_SECONDS), not a minute. Needs a shared database:
// PostgreSQL only.

// Long enough that the queues report, polled every 300 ms, sees deferring.test waiting (2 s, then
// 4 s) even when the machine is loaded; at 1 s the window could close between two polls.
const DEFERRAL_SECONDS = 2;

const shared = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let sink: Awaited<ReturnType<typeof startDestinationSink>>;
const workers: Child[] = [];

beforeAll(async () => {
  sink = await startDestinationSink({ port: 0, deferring: "deferring.test", refusals: 2 });
  if (!shared) return;
  await startJobs(); // the queues exist before the workers start (queue creation takes turns)
  const env = { DESTINATION_DEFERRAL_SECONDS: String(DEFERRAL_SECONDS) };
  workers.push(
    ...(await Promise.all([
      startChild("serve-child.ts", ["--worker"], env),
      startChild("serve-child.ts", ["--worker"], env),
    ])),
  );
});
afterAll(async () => {
  for (const worker of workers) if (worker.process.exitCode === null) worker.process.kill("SIGKILL");
  closeTransports();
  await sink?.close();
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function teamWithLimits() {
  const { team, token } = await createTestTeam();
  const limited = await call(patchSettings, "/settings", {
    method: "PATCH",
    token,
    json: { destinationLimits: [{ domain: "limited.test", perMinute: 60 }] },
  });
  expect(limited.status).toBe(200);
  const smtp = await smtpConfigFor(team.id, { port: sink.port });
  return { team, token, smtp };
}

const address = (label: string, domain: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

describe.runIf(shared)("two worker processes, one limit, one deferral", () => {
  it("holds limited.test to 60 a minute across both workers, defers deferring.test after its 451s, and free.test flows", async () => {
    const { token } = await teamWithLimits();
    const limited = Array.from({ length: 6 }, (_, index) => address(`l${index}`, "limited.test"));
    const free = Array.from({ length: 6 }, (_, index) => address(`f${index}`, "free.test"));
    const deferred = address("d", "deferring.test");
    const started = Date.now();
    // One batch, so that every message is queued at once: sent one request at a time on a loaded
    // machine, limited.test's slots (one a second from the first) had run out before the last
    // request, and the report below never saw it waiting.
    const sent = await callRoute(
      postBatch,
      apiRequest("/emails/batch", {
        method: "POST",
        token,
        json: [...limited, deferred, ...free].map((to) => ({
          from: "Acme <hi@acme.test>",
          to,
          subject: "Hi",
          html: "<p>Hi</p>",
        })),
      }),
    );
    expect(sent.status).toBe(200);

    // While limited.test's mail waits for its slots and deferring.test for its deferral, the
    // queues report says so; free.test is never in it.
    const seen: Record<string, { waiting: number; deferredUntil?: string; lastResponse?: string }> = {};
    await until(
      async () => {
        const report = await call(getQueues, "/deliverability/queues", { token });
        expect(report.status).toBe(200);
        // A deferral is written just before its mail is marked waiting: a row is kept once it has both.
        for (const row of report.body.data) if (row.waiting > 0) seen[row.domain] ??= row;
        await sleep(300); // within the API's rate limit
        return Boolean(seen["limited.test"] && seen["deferring.test"]);
      },
      15_000,
      "both domains in the queues report",
    );
    expect(seen["limited.test"].waiting).toBeGreaterThan(0);
    expect(seen["deferring.test"]).toMatchObject({
      waiting: 1,
      deferredUntil: expect.any(String),
      lastResponse: expect.stringContaining("451 4.7.1"),
    });
    expect(seen["free.test"]).toBeUndefined();
    // free.test is not held behind either: all six arrive while the others wait.
    await until(() => free.every((to) => sink.count(to) === 1), 10_000, "free.test");
    expect(sink.count(deferred) === 0 || limited.some((to) => sink.count(to) === 0)).toBe(true);

    await until(() => limited.every((to) => sink.count(to) >= 1) && sink.count(deferred) >= 1, 30_000, "everyone");
    await sleep(1_500); // a duplicate would show by now
    for (const to of [...limited, ...free, deferred]) expect(sink.count(to), to).toBe(1);

    // The limit is one slot a second for both workers together: the first message went at once,
    // each other one waited for its own slot, one second after the one before whichever worker
    // reserved it, and none reached the peer before its slot. (Arrivals may bunch when one send
    // is slow, as with any pacing; the slots never do.)
    const rows = await db.email.findMany({ where: { to: { in: limited } }, select: { to: true, sendAt: true } });
    const slots = rows.flatMap((row) => (row.sendAt ? [row.sendAt.getTime()] : [])).sort((a, b) => a - b);
    expect(slots).toHaveLength(limited.length - 1);
    for (let index = 1; index < slots.length; index++) expect(slots[index] - slots[index - 1]).toBe(1000);
    for (const row of rows.filter((row) => row.sendAt))
      expect(sink.toDomain("limited.test").find((arrival) => arrival.rcptTo === row.to)!.at).toBeGreaterThanOrEqual(
        row.sendAt!.getTime() - 20,
      );
    // Two refusals: the first deferral waited 2 s, the second 4 s (it doubled), then it went.
    expect(sink.refused).toHaveLength(2);
    const [first, second] = sink.refused;
    const arrivedAt = sink.toDomain("deferring.test")[0].at;
    expect(second.at - first.at).toBeGreaterThanOrEqual(DEFERRAL_SECONDS * 1000 - 100);
    expect(arrivedAt - second.at).toBeGreaterThanOrEqual(2 * DEFERRAL_SECONDS * 1000 - 200);
    const email = await db.email.findFirstOrThrow({ where: { to: deferred } });
    expect(email).toMatchObject({ status: "SENT", error: null });
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 90_000);

  it("a campaign to a deferred and a limited domain is SENT, not FAILED: those recipients wait and arrive once", async () => {
    const { team, token, smtp } = await teamWithLimits();
    sink.refused.length = 0; // the sink refuses deferring.test's first two tries again
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "Mixed" } });
    const recipients = [
      ...Array.from({ length: 3 }, (_, index) => address(`cl${index}`, "limited.test")),
      ...Array.from({ length: 20 }, (_, index) => address(`cf${index}`, "free.test")),
      ...Array.from({ length: 3 }, (_, index) => address(`cd${index}`, "deferring.test")),
    ];
    await db.contact.createMany({
      data: recipients.map((email) => ({ teamId: team.id, listId: list.id, email, status: "ACTIVE" as const })),
    });
    const template = await templateFor(team.id, { subject: "News", html: CAMPAIGN_HTML });
    const created = await campaigns.create(token, {
      name: "Mixed",
      listId: list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
    });
    expect((await campaigns.send(token, created.body.id)).status).toBe(202);
    await until(() => recipients.every((to) => sink.count(to) >= 1), 45_000, "every recipient");
    await sleep(1_500);
    for (const to of recipients) expect(sink.count(to), to).toBe(1);
    const campaign = (await campaigns.get(token, created.body.id)).body;
    expect(campaign.status).toBe("SENT");
    expect(await db.email.count({ where: { campaignId: created.body.id, status: "SENT" } })).toBe(recipients.length);
    expect(sink.refused.length).toBeGreaterThan(0);
  }, 90_000);
});
