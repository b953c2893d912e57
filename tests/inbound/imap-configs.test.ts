import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { addMember, createTestTeam } from "../helpers/teams";
import { imap, seenBodies } from "./imap-client";
import { queuedJob, startJobs, stopJobs } from "./jobs";

const PASSWORD = "imap-passw0rd-secret";
const valid = (extra: Record<string, unknown> = {}) => ({
  host: "127.0.0.1",
  port: 1993,
  username: "bounces@acme.test",
  password: PASSWORD,
  ...extra,
});
const invalid = (details: Record<string, string>, message = "Invalid body") =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", message, details);

beforeAll(startJobs);
afterAll(async () => {
  await stopJobs();
  // docs/contract.md section 1: secrets are write-only. No answer of any /imap route in this file shows it.
  expect(seenBodies.length).toBeGreaterThan(10);
  for (const body of seenBodies) expect(body).not.toContain(PASSWORD);
});

describe("POST /imap", () => {
  it("creates a config with the defaults and answers without the password", async () => {
    const { token, team } = await createTestTeam();
    const created = await imap.create(token, { host: "127.0.0.1", username: "bounces@acme.test", password: PASSWORD });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      teamId: team.id,
      host: "127.0.0.1",
      port: 993,
      secure: true,
      username: "bounces@acme.test",
      mailbox: "INBOX",
      processedMailbox: null,
      isActive: true,
      lastSyncAt: null,
      lastError: null,
      lastUid: null,
      counts: { bounces: 0, complaints: 0, replies: 0, unsubscribes: 0, dmarcReports: 0, ignored: 0 },
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const row = await db.iMAPConfig.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.password).not.toContain(PASSWORD);
    expect(openSecret(row.password)).toBe(PASSWORD);
  });

  it("refuses missing and malformed fields, naming each", async () => {
    const { token } = await createTestTeam();
    const answer = await imap.create(token, { host: "not a host", port: 70000, secure: "yes", mailbox: "" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      invalid({
        host: "must be a host name or IP address",
        port: "must be an integer from 1 to 65535",
        secure: "must be true or false",
        username: "is required",
        password: "is required",
        mailbox: "is required",
      }),
    );
  });

  it("refuses a loopback host when private targets are not allowed (400 details.host)", async () => {
    const { token } = await createTestTeam();
    const allowed = env.ALLOW_PRIVATE_TARGETS;
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      const answer = await imap.create(token, valid());
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual({ host: "is a private or loopback address; only public hosts are allowed" });
    } finally {
      env.ALLOW_PRIVATE_TARGETS = allowed;
    }
  });

  it("needs imap:write: a MEMBER may read but not create (403)", async () => {
    const { team, token } = await createTestTeam();
    await imap.create(token, valid());
    const member = await addMember(team.id);
    expect((await imap.list(member.token)).body.pagination.total).toBe(1);
    const refused = await imap.create(member.token, valid());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
  });
});

describe("GET, PATCH, DELETE /imap/{id}", () => {
  it("updates partially, keeps the password when omitted, re-seals a new one, and restarts the checkpoint when the mailbox changes", async () => {
    const { token } = await createTestTeam();
    const { body: config } = await imap.create(token, valid({ processedMailbox: "Done" }));
    await db.iMAPConfig.update({ where: { id: config.id }, data: { lastUid: 41, uidValidity: "7" } });
    const renamed = await imap.patch(token, config.id, { isActive: false, processedMailbox: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ isActive: false, processedMailbox: null, lastUid: 41 });
    expect(openSecret((await db.iMAPConfig.findUniqueOrThrow({ where: { id: config.id } })).password)).toBe(PASSWORD);
    const moved = await imap.patch(token, config.id, { mailbox: "Bounces", password: "another-secret" });
    expect(moved.body).toMatchObject({ mailbox: "Bounces", lastUid: null });
    expect(openSecret((await db.iMAPConfig.findUniqueOrThrow({ where: { id: config.id } })).password)).toBe(
      "another-secret",
    );
    expect((await imap.patch(token, config.id, {})).body).toEqual(
      invalid({
        body: "give at least one of host, port, secure, username, password, mailbox, processedMailbox, isActive",
      }),
    );
  });

  it("answers 404 for another team's config on every route, and hides deleted ones", async () => {
    const owner = await createTestTeam();
    const other = await createTestTeam();
    const { body: config } = await imap.create(owner.token, valid());
    const notFound = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "IMAP configuration not found");
    for (const answer of [
      await imap.get(other.token, config.id),
      await imap.patch(other.token, config.id, { isActive: false }),
      await imap.verify(other.token, config.id),
      await imap.sync(other.token, config.id),
      await imap.remove(other.token, config.id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
    const deleted = await imap.remove(owner.token, config.id);
    expect(deleted.body).toMatchObject({ isDeleted: true, isActive: false });
    expect((await imap.get(owner.token, config.id)).status).toBe(404);
    expect((await imap.list(owner.token)).body.pagination.total).toBe(0);
  });
});

describe("POST /imap/{id}/sync", () => {
  it("queues a sync job (202) for the config", async () => {
    const { token } = await createTestTeam();
    const { body: config } = await imap.create(token, valid());
    const answer = await imap.sync(token, config.id);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ queued: true, jobId: expect.any(String) });
    expect(await queuedJob(answer.body.jobId)).toEqual({ name: "sync-imap-config", data: { imapConfigId: config.id } });
  });
});
