import { describe, expect, it, vi } from "vitest";
import { GET as getQueues } from "@/app/api/v1/deliverability/queues/route";
import { getBoss } from "@/jobs/drivers/pg-boss";
import { SEND_EMAIL_RETRIES } from "@/lib/jobs/contracts/send-email";
import { db } from "@/lib/db";
import { RetryableSendError } from "@/lib/services/emails";
import { erasedAddressKey } from "@/lib/services/suppressions/erased-address";
import { isSuppressed } from "@/lib/services/suppressions/is-suppressed";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { refusedPort } from "../helpers/ports";
import { emails } from "./email-client";
import { smtpConfigFor } from "./fixtures";
import { runSendEmailJob as runJob, type ScriptedPeer, useScriptedPeerAndBoss } from "./send-job-harness";
import { JOB_TABLE } from "@/tests/helpers/job-table";
import { call } from "../teams/team-client";

// The send-email job against a real SMTP server: pacing, temporary and permanent refusals, a dead
// host, and scheduled mail. The job's handler runs directly, as the worker would run it. A 4xx from
// the recipient's side defers its domain (docs/contract.md section 20): its first wait is cut to
// 0.5 s here from a minute.
vi.hoisted(() => {
  process.env.DESTINATION_DEFERRAL_SECONDS = "0.5";
});

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
const row = (id: string) => db.email.findUniqueOrThrow({ where: { id } });

async function teamSending(options: { maxSendRate?: number; port?: number } = {}) {
  const { team, token } = await createTestTeam();
  const smtp = await smtpConfigFor(team.id, { port: options.port ?? peer.port, maxSendRate: options.maxSendRate });
  const send = async (to: string, extra: object = {}) => {
    const response = await emails.send(token, { to, subject: "Hello", html: "<p>Hello</p>", ...extra });
    expect(response.status).toBe(200);
    return response.body as { id: string; status: string };
  };
  return { team, token, smtp, send };
}

describe("the send-email job", () => {
  it("holds a config to maxSendRate: 10 mails at 5 per second take at least 1.8 s", async () => {
    const { send } = await teamSending({ maxSendRate: 5 });
    const recipients = Array.from({ length: 10 }, () => uniqueEmail("paced"));
    const ids = [];
    for (const to of recipients) ids.push((await send(to)).id);

    const started = Date.now();
    // All at once, as concurrent workers would: the pacer in the database spaces them.
    await Promise.all(ids.map((id) => runJob(id)));
    const elapsed = Date.now() - started;
    const arrivals = recipients.map((to) => peer.arrivalsTo(to)[0].receivedAt).sort((a, b) => a - b);
    expect(elapsed).toBeGreaterThanOrEqual(1800);
    // Each message waits for its own slot, 200 ms after the previous one: the k-th arrival cannot
    // come before k intervals have passed (unpaced, the pool delivers all ten within milliseconds).
    for (const [k, arrivedAt] of arrivals.entries()) expect(arrivedAt - started).toBeGreaterThanOrEqual(k * 200 - 5);
    for (const id of ids) expect((await row(id)).status).toBe("SENT");
  }, 90_000);

  it.each(["rcpt", "data"] as const)("defers the domain on a 451 at %s, then sends once", async (stage) => {
    const { send, token } = await teamSending();
    const to = uniqueEmail(`greylisted-${stage}`);
    peer.refuse(to, 451, "4.7.1 Greylisted, please try again later", { times: 1, stage });
    const { id } = await send(to);

    // Not a retry of the job: the row waits for its domain's deferral, SCHEDULED with its own job.
    await runJob(id, 0);
    const waiting = await row(id);
    expect(waiting).toMatchObject({
      status: "SCHEDULED",
      waitingFor: "example.com",
      error: "Waiting for example.com: deferred after a temporary refusal",
      attempts: 1,
    });
    expect(waiting.sendAt!.getTime()).toBeGreaterThan(Date.now());
    expect(peer.arrivalsTo(to)).toHaveLength(0);
    const report = await call(getQueues, "/deliverability/queues", { token });
    expect(report.body.data).toEqual([
      {
        domain: "example.com",
        waiting: 1,
        deferredUntil: waiting.sendAt!.toISOString(),
        lastResponse: expect.stringContaining("451 4.7.1 Greylisted"),
      },
    ]);

    // Run before the deferral ends, it sends nothing; after it, once.
    await runJob(id, 0);
    expect(await row(id)).toMatchObject({ status: "SCHEDULED", attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, waiting.sendAt!.getTime() - Date.now() + 50));
    await runJob(id, 0);
    expect(await row(id)).toMatchObject({ status: "SENT", error: null, attempts: 2 });
    expect(peer.arrivalsTo(to)).toHaveLength(1);
  });

  it("fails at once on a 550 and keeps the reply: a refused recipient is a hard bounce (BOUNCED)", async () => {
    const { send, token } = await teamSending();
    const to = uniqueEmail("unknown");
    peer.refuse(to, 550, "5.1.1 User unknown");
    const { id } = await send(to);
    await runJob(id, 0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "BOUNCED", attempts: 1, sentAt: null });
    expect(failed.error).toMatch(/^550 .*5\.1\.1 User unknown/);
    // The email's status route shows it.
    const shown = await emails.get(token, id);
    expect(shown.body).toMatchObject({ status: "BOUNCED", error: failed.error, sentAt: null });
  });

  it("a dead SMTP host: the request still answers at once, retries, then FAILED with the reason", async () => {
    const { send } = await teamSending({ port: await refusedPort() });
    const started = Date.now();
    const { id, status } = await send(uniqueEmail("dead-host"));
    expect(status).toBe("QUEUED");
    expect(Date.now() - started).toBeLessThan(5_000);

    await expect(runJob(id, 0)).rejects.toBeInstanceOf(RetryableSendError);
    expect(await row(id)).toMatchObject({ status: "QUEUED", error: expect.stringMatching(/ECONNREFUSED/) });
    await runJob(id, SEND_EMAIL_RETRIES);
    expect(await row(id)).toMatchObject({ status: "FAILED", error: expect.stringMatching(/ECONNREFUSED/) });
  });

  it("a host that no longer resolves fails the email with the DNS reason on the last attempt", async () => {
    const { send, smtp } = await teamSending();
    await db.sMTPConfig.update({ where: { id: smtp.id }, data: { host: "no-such-host.invalid" } });
    const { id } = await send(uniqueEmail("dns"));
    await expect(runJob(id, 0)).rejects.toBeInstanceOf(RetryableSendError);
    await runJob(id, SEND_EMAIL_RETRIES);
    expect(await row(id)).toMatchObject({
      status: "FAILED",
      error: expect.stringContaining("no-such-host.invalid could not be resolved"),
    });
  });

  it("never sends marketing mail to an address suppressed after it was queued", async () => {
    const { team, send } = await teamSending();
    const to = uniqueEmail("late-unsubscribe");
    const { id } = await send(to);
    await db.suppression.create({ data: { teamId: team.id, email: to, reason: "UNSUBSCRIBED" } });
    await runJob(id);
    expect(await row(id)).toMatchObject({ status: "CANCELLED", error: expect.stringContaining("unsubscribed") });
    expect(peer.arrivalsTo(to)).toHaveLength(0);
  });

  // The job checks suppression as a batch of one (send-core/suppressed-emails.ts): it must refuse
  // what isSuppressed refuses, the erased form of an address and a differently cased one included,
  // and send what isSuppressed lets through (an entry of another team, a soft-deleted entry).
  it("refuses what isSuppressed refuses: an erased address, any case; another team's or a removed entry is no bar", async () => {
    const { team, send } = await teamSending();
    const other = await createTestTeam();
    const erased = uniqueEmail("Erased-Reader");
    const cased = uniqueEmail("Cased-Reader");
    const elsewhere = uniqueEmail("elsewhere");
    const removed = uniqueEmail("removed");
    const ids = {
      erased: (await send(erased)).id,
      cased: (await send(cased)).id,
      elsewhere: (await send(elsewhere)).id,
      removed: (await send(removed)).id,
    };
    await db.suppression.createMany({
      data: [
        { teamId: team.id, email: erasedAddressKey(team.id, erased), reason: "UNSUBSCRIBED" },
        { teamId: team.id, email: cased.toLowerCase(), reason: "COMPLAINED" },
        { teamId: other.team.id, email: elsewhere.toLowerCase(), reason: "UNSUBSCRIBED" },
        { teamId: team.id, email: removed.toLowerCase(), reason: "UNSUBSCRIBED", isDeleted: true },
      ],
    });
    for (const [to, id] of [
      [erased, ids.erased],
      [cased, ids.cased],
      [elsewhere, ids.elsewhere],
      [removed, ids.removed],
    ]) {
      const suppressed = await isSuppressed({ teamId: team.id, email: to });
      await runJob(id);
      expect({ to, status: (await row(id)).status }).toEqual({ to, status: suppressed ? "CANCELLED" : "SENT" });
    }
    expect(await isSuppressed({ teamId: team.id, email: erased })).toBe(true);
    expect(await isSuppressed({ teamId: team.id, email: cased })).toBe(true);
    expect(await isSuppressed({ teamId: team.id, email: elsewhere })).toBe(false);
    expect(await isSuppressed({ teamId: team.id, email: removed })).toBe(false);
  });
});

describe("scheduled email", () => {
  it("is SCHEDULED with sendAt, its job starts after sendAt, an early run sends nothing, and it arrives after its time", async () => {
    const { send, token } = await teamSending();
    const to = uniqueEmail("scheduled");
    const sendAt = new Date(Date.now() + 3_000);
    const { id, status } = await send(to, { scheduleAt: sendAt.toISOString() });
    expect(status).toBe("SCHEDULED");
    expect(await row(id)).toMatchObject({ status: "SCHEDULED", sendAt });

    const jobs = async () =>
      (
        await (
          await getBoss()
        )
          .getDb()
          .executeSql(
            `SELECT start_after FROM ${JOB_TABLE} WHERE name = 'send-email' AND data->>'emailId' = $1 ORDER BY created_on`,
            [id],
          )
      ).rows as { start_after: Date }[];
    expect((await jobs()).map((job) => new Date(job.start_after).getTime())).toEqual([sendAt.getTime()]);

    // Run early (a clock moved, a duplicate job): nothing leaves, and a job is queued for sendAt.
    await runJob(id);
    expect(await row(id)).toMatchObject({ status: "SCHEDULED", attempts: 0 });
    expect(peer.arrivalsTo(to)).toHaveLength(0);
    expect((await jobs()).map((job) => new Date(job.start_after).getTime())).toEqual([
      sendAt.getTime(),
      sendAt.getTime(),
    ]);

    await new Promise((resolve) => setTimeout(resolve, sendAt.getTime() - Date.now() + 50));
    await runJob(id);
    const [arrival] = peer.arrivalsTo(to);
    expect(arrival.receivedAt).toBeGreaterThanOrEqual(sendAt.getTime());
    expect((await emails.get(token, id)).body).toMatchObject({
      status: "SENT",
      sendAt: sendAt.toISOString(),
      sentAt: expect.any(String),
    });
    // The second job finds it sent and does nothing.
    await runJob(id);
    expect(peer.arrivalsTo(to)).toHaveLength(1);
  });
});
