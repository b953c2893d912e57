import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { syncMailbox } from "@/lib/services/inbound/sync-mailbox";
import { startDovecot, type Dovecot } from "../helpers/dovecot";
import { createTestTeam } from "../helpers/teams";
import { dsn, reply, sentEmail, uniqueAddress } from "./fixtures";
import { imapConfigFor } from "./imap-client";
import { missingSystemServers } from "../helpers/system-servers";

// A worker killed in the middle of a 1,000-message mailbox, then run again: every message is
// recorded exactly once (one InboundMessage, one tracking entry per bounce or reply, counts that
// add up to 1,000), because each group's records, effects, counts and checkpoint commit together.
// The killed worker is a separate process reading Dovecot over implicit TLS (its self-signed
// certificate trusted through NODE_EXTRA_CA_CERTS); it needs a database two processes can share,
// so that part runs with TEST_DATABASE_URL (PostgreSQL) only. The in-process variant (a failure
// thrown between two messages) runs everywhere.

const shared = Boolean(process.env.TEST_DATABASE_URL);
// Skipped, with a line saying what to install, where Dovecot is missing (fails in CI).
const withoutServers = missingSystemServers("file", "dovecot");
let plain: Dovecot;
let withTls: Dovecot;
beforeAll(async () => {
  [plain, withTls] = await Promise.all([startDovecot(), startDovecot({ tls: true })]);
});
afterAll(() => Promise.all([plain.close(), withTls.close()]));

/** A team with `total` sent emails and a mailbox of `total` messages about them: bounces, replies and unrelated mail in turn. */
async function mailboxOf(dovecot: Dovecot, total: number) {
  const setup = await createTestTeam();
  const mailbox = `Crash${total}-${Date.now()}`;
  await dovecot.createMailbox(mailbox);
  const client = await dovecot.client();
  const emails = [];
  try {
    for (let index = 0; index < total; index += 1) {
      const address = uniqueAddress("crash");
      const email = await sentEmail(setup.team.id, address);
      emails.push(email);
      const kind = index % 3;
      const message =
        kind === 0
          ? dsn({ recipient: address, messageId: email.messageId! })
          : kind === 1
            ? reply({ from: address, messageId: email.messageId! })
            : `From: someone@example.org\r\nSubject: Unrelated ${index}\r\nMessage-ID: <unrelated-${index}-${Date.now()}@example.org>\r\n\r\nHello\r\n`;
      await client.append(mailbox, message);
    }
  } finally {
    await client.logout();
  }
  return { ...setup, mailbox, emails };
}

async function expectEachRecordedOnce(configId: string, teamId: string, emails: { id: string }[], total: number) {
  const inbound = await db.inboundMessage.findMany({ where: { imapConfigId: configId }, select: { uid: true } });
  expect(inbound).toHaveLength(total);
  expect(new Set(inbound.map((row) => row.uid)).size).toBe(total);
  const entries = await db.emailTracking.groupBy({ by: ["emailId"], where: { teamId }, _count: { _all: true } });
  expect(entries.filter((entry) => entry._count._all !== 1)).toEqual([]);
  const withEntry = Math.ceil(total / 3) + Math.ceil((total - 1) / 3);
  expect(entries).toHaveLength(withEntry);
  const config = await db.iMAPConfig.findUniqueOrThrow({ where: { id: configId } });
  expect(config.lastUid).toBe(total);
  expect({
    bounces: config.bounceCount,
    replies: config.replyCount,
    ignored: config.ignoredCount,
    complaints: config.complaintCount,
  }).toEqual({
    bounces: Math.ceil(total / 3),
    replies: Math.ceil((total - 1) / 3),
    ignored: total - withEntry,
    complaints: 0,
  });
  const bounced = await db.email.count({ where: { id: { in: emails.map((email) => email.id) }, status: "BOUNCED" } });
  expect(bounced).toBe(Math.ceil(total / 3));
}

describe.skipIf(withoutServers)("intake crash safety", () => {
  it("a failure between two messages, then a new sync: each message recorded exactly once", async () => {
    const TOTAL = 160;
    const setup = await mailboxOf(plain, TOTAL);
    const config = await imapConfigFor(setup.token, plain, { mailbox: setup.mailbox });
    const crash = new Error("worker lost");
    await expect(
      syncMailbox(config.id, {
        afterMessage: (uid) => {
          if (uid === 25) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // Messages are recorded in groups of 100, each with its checkpoint: the first group committed.
    expect(await db.inboundMessage.count({ where: { imapConfigId: config.id } })).toBe(100);
    expect((await db.iMAPConfig.findUniqueOrThrow({ where: { id: config.id } })).lastUid).toBe(100);
    expect(await syncMailbox(config.id)).toEqual({ status: "synced", handled: TOTAL - 100 });
    await expectEachRecordedOnce(config.id, setup.team.id, setup.emails, TOTAL);
  });

  it.runIf(shared)(
    "a worker process killed (SIGKILL) mid-mailbox of 1,000 messages over TLS, then restarted",
    { timeout: 180_000 },
    async () => {
      const TOTAL = 1000;
      const setup = await mailboxOf(withTls, TOTAL);
      const config = await imapConfigFor(setup.token, withTls, {
        mailbox: setup.mailbox,
        port: withTls.tlsPort,
        secure: true,
      });
      const runChild = () => {
        const child = spawn(
          process.execPath,
          ["--import", "tsx", path.join(import.meta.dirname, "run-sync-child.ts"), config.id],
          {
            cwd: path.resolve(import.meta.dirname, "../.."),
            env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, NODE_EXTRA_CA_CERTS: withTls.certFile },
            stdio: ["ignore", "inherit", "inherit"],
          },
        );
        return { child, exited: new Promise<number | null>((resolve) => child.on("exit", resolve)) };
      };
      const handled = () => db.inboundMessage.count({ where: { imapConfigId: config.id } });

      const first = runChild();
      const deadline = Date.now() + 120_000;
      while ((await handled()) < 300 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      first.child.kill("SIGKILL");
      await first.exited;
      const atKill = await handled();
      expect(atKill).toBeGreaterThanOrEqual(300);
      expect(atKill).toBeLessThan(TOTAL);
      // The checkpoint is exactly the last message whose transaction committed.
      expect((await db.iMAPConfig.findUniqueOrThrow({ where: { id: config.id } })).lastUid).toBe(atKill);

      // The killed worker's lease would keep others off for two minutes: let it expire now.
      await db.iMAPConfig.update({ where: { id: config.id }, data: { syncLeaseUntil: new Date(Date.now() - 1000) } });
      const second = runChild();
      expect(await second.exited).toBe(0);
      await expectEachRecordedOnce(config.id, setup.team.id, setup.emails, TOTAL);
      expect((await db.iMAPConfig.findUniqueOrThrow({ where: { id: config.id } })).lastError).toBeNull();
    },
  );
});
