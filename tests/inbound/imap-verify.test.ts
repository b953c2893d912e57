import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { syncMailbox } from "@/lib/services/inbound/sync-mailbox";
import { startDovecot, type Dovecot } from "../helpers/dovecot";
import { refusedPort } from "../helpers/ports";
import { createTestTeam } from "../helpers/teams";
import { imap, imapConfigFor } from "./imap-client";
import { missingSystemServers } from "../helpers/system-servers";

// POST /imap/{id}/verify against a real Dovecot: each failing step answers 422 with the stage of
// docs/contract.md section 14, and the intake records the same failure as the config's lastError.

// Skipped, with a line saying what to install, where Dovecot is missing (fails in CI).
const withoutServers = missingSystemServers("file", "dovecot");
let dovecot: Dovecot;
let withTls: Dovecot;
beforeAll(async () => {
  [dovecot, withTls] = await Promise.all([startDovecot(), startDovecot({ tls: true })]);
  await dovecot.createMailbox("Processed");
});
afterAll(() => Promise.all([dovecot.close(), withTls.close()]));

const failedAt = (stage: string, reason: RegExp) => ({
  status: 422,
  body: {
    error: "unprocessable_entity",
    code: "IMAP_VERIFY_FAILED",
    message: expect.stringMatching(new RegExp(`^IMAP verification failed at the ${stage} stage: `)),
    details: { stage, reason: expect.stringMatching(reason) },
    timestamp: expect.any(String),
  },
});

describe.skipIf(withoutServers)("POST /imap/{id}/verify", () => {
  it("answers { ok: true } for a plain connection with the right login and existing mailboxes", async () => {
    const { token } = await createTestTeam();
    const config = await imapConfigFor(token, dovecot, { processedMailbox: "Processed" });
    const answer = await imap.verify(token, config.id);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("a wrong password fails at the auth stage", async () => {
    const { token } = await createTestTeam();
    const config = await imapConfigFor(token, dovecot, { password: "wrong-password" });
    expect(await imap.verify(token, config.id)).toMatchObject(failedAt("auth", /^The server refused the login/));
  });

  it("a mailbox that does not exist fails at the mailbox stage (also the processed mailbox)", async () => {
    const { token } = await createTestTeam();
    const missing = await imapConfigFor(token, dovecot, { mailbox: "Bounces/Nowhere" });
    expect(await imap.verify(token, missing.id)).toMatchObject(
      failedAt("mailbox", /^The mailbox does not exist on the server/),
    );
    const missingTarget = await imapConfigFor(token, dovecot, { processedMailbox: "Archive/Missing" });
    expect(await imap.verify(token, missingTarget.id)).toMatchObject(failedAt("mailbox", /does not exist/));
  });

  it("a closed port fails at the connect stage", async () => {
    const { token } = await createTestTeam();
    const config = await imapConfigFor(token, dovecot, { port: await refusedPort() });
    expect(await imap.verify(token, config.id)).toMatchObject(failedAt("connect", /^The connection was refused/));
  });

  it("Dovecot's self-signed certificate fails at the tls stage (it is not trusted), with implicit TLS and with STARTTLS", async () => {
    const { token } = await createTestTeam();
    const implicit = await imapConfigFor(token, withTls, { port: withTls.tlsPort, secure: true });
    expect(await imap.verify(token, implicit.id)).toMatchObject(failedAt("tls", /self-signed certificate/));
    // secure: false upgrades when the server offers STARTTLS, and then checks the certificate too.
    const upgraded = await imapConfigFor(token, withTls, { port: withTls.port, secure: false });
    expect(await imap.verify(token, upgraded.id)).toMatchObject(failedAt("tls", /self-signed certificate/));
  });

  it("a host that does not resolve fails at the dns stage", async () => {
    const { token } = await createTestTeam();
    const config = await imapConfigFor(token, dovecot, { host: "imap.does-not-exist.invalid" });
    expect(await imap.verify(token, config.id)).toMatchObject(failedAt("dns", /could not be resolved/));
  });
});

describe.skipIf(withoutServers)("sync failures become the config's lastError", () => {
  it("records the stage and reason, changes nothing else, and clears it after a good sync", async () => {
    const { token } = await createTestTeam();
    const config = await imapConfigFor(token, dovecot, { password: "wrong-password" });
    expect(await syncMailbox(config.id)).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^auth: The server refused the login/),
    });
    const failed = (await imap.get(token, config.id)).body;
    expect(failed).toMatchObject({
      lastError: expect.stringMatching(/^auth: /),
      lastSyncAt: expect.any(String),
      lastUid: null,
    });
    await imap.patch(token, config.id, { password: dovecot.password });
    expect(await syncMailbox(config.id)).toMatchObject({ status: "synced" });
    expect((await imap.get(token, config.id)).body).toMatchObject({ lastError: null });
    const missing = await imapConfigFor(token, dovecot, { mailbox: "Gone" });
    await syncMailbox(missing.id);
    expect((await db.iMAPConfig.findUniqueOrThrow({ where: { id: missing.id } })).lastError).toMatch(
      /^mailbox: The mailbox does not exist/,
    );
  });
});
