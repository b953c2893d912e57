import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { refusedPort } from "../helpers/ports";
import { startAuthSmtpPeer, startSilentServer } from "./auth-smtp-peer";
import { createConfig, PASSWORD, seenBodies, smtp } from "./smtp-client";

// POST /smtp/{id}/verify and /test against real SMTP servers, each failure at its stage.

beforeAll(() => db.$queryRaw`SELECT 1`);

const plain = await startAuthSmtpPeer({ password: PASSWORD });
const starttls = await startAuthSmtpPeer({ password: PASSWORD, tls: "starttls" });
const implicitTls = await startAuthSmtpPeer({ password: PASSWORD, tls: "implicit" });
const silent = await startSilentServer();

afterAll(async () => {
  await Promise.all([plain.close(), starttls.close(), implicitTls.close(), silent.close()]);
  for (const body of seenBodies) expect(body).not.toContain(PASSWORD);
});

/** A config of a fresh team pointing at `port` on 127.0.0.1; plain text unless told. */
async function configFor(port: number, extra: Record<string, unknown> = {}) {
  const { token } = await createTestTeam();
  const config = await createConfig(token, { port, supportsTls: false, ...extra });
  return { token, id: config.id };
}

function failedAt(stage: string, reason: RegExp, what = "verification") {
  return {
    status: 422,
    body: {
      ...errorEnvelope(
        "unprocessable_entity",
        "SMTP_VERIFY_FAILED",
        expect.stringMatching(new RegExp(`^SMTP ${what} failed at the ${stage} stage: `)) as unknown as string,
      ),
      details: { stage, reason: expect.stringMatching(reason) },
    },
  };
}

describe("POST /smtp/{id}/verify", () => {
  it("answers { ok: true } and records lastVerifiedAt when the server accepts the login", async () => {
    const { token, id } = await configFor(plain.port);
    const verified = await smtp.verify(token, id);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ ok: true });
    expect(plain.logins).toContain("mailer");
    const { body } = await smtp.get(token, id);
    expect(Date.now() - Date.parse(body.lastVerifiedAt)).toBeLessThan(10_000);
  });

  it("reports a wrong password at the auth stage", async () => {
    const { token, id } = await configFor(plain.port, { password: "wrong-password" });
    expect(await smtp.verify(token, id)).toMatchObject(
      failedAt("auth", /^The server refused the login: 535 5\.7\.8 Authentication credentials invalid/),
    );
    expect((await smtp.get(token, id)).body.lastVerifiedAt).toBeNull();
  });

  it("reports a closed port at the connect stage", async () => {
    const { token, id } = await configFor(await refusedPort());
    expect(await smtp.verify(token, id)).toMatchObject(
      failedAt("connect", /^The connection was refused.*ECONNREFUSED/),
    );
  });

  it("reports a server that never greets at the connect stage, within seconds", async () => {
    const { token, id } = await configFor(silent.port);
    const started = Date.now();
    expect(await smtp.verify(token, id)).toMatchObject(failedAt("connect", /never greeted/));
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("reports an unknown host at the dns stage", async () => {
    const { token, id } = await configFor(587, { host: "smtp.sendwell-test.invalid" });
    expect(await smtp.verify(token, id)).toMatchObject(
      failedAt(
        "dns",
        /^smtp\.sendwell-test\.invalid could not be resolved \((ENOTFOUND|EAI_AGAIN)\)\. Check the host name\.$/,
      ),
    );
  });

  it("reports at the tls stage a server that does not offer STARTTLS when TLS is required", async () => {
    const { token, id } = await configFor(plain.port, { supportsTls: true });
    const loginsBefore = plain.logins.length;
    expect(await smtp.verify(token, id)).toMatchObject(failedAt("tls", /STARTTLS/));
    // Nothing was sent in clear: the login was never attempted.
    expect(plain.logins.length).toBe(loginsBefore);
  });

  it("refuses an untrusted certificate (smtp-server's built-in one) at the tls stage, with STARTTLS and with implicit TLS", async () => {
    const upgraded = await configFor(starttls.port, { supportsTls: true });
    expect(await smtp.verify(upgraded.token, upgraded.id)).toMatchObject(
      failedAt("tls", /^The encrypted \(TLS\) connection failed: .*certificate/),
    );
    // Port 465 means implicit TLS; any other port with implicit TLS on the server is plain-text
    // speech to a TLS server and never gets a greeting.
    const wrapped = await configFor(implicitTls.port, { supportsTls: true });
    expect((await smtp.verify(wrapped.token, wrapped.id)).body.details.stage).toMatch(/^(connect|tls)$/);
    expect(starttls.logins).toEqual([]);
    expect(implicitTls.logins).toEqual([]);
  });

  it("connects without logging in when requiresAuth is false", async () => {
    const { token, id } = await configFor(plain.port, {
      requiresAuth: false,
      username: undefined,
      password: undefined,
    });
    expect(await smtp.verify(token, id)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("refuses a host that now resolves to a private address unless allowed (400)", async () => {
    const { token, id } = await configFor(plain.port);
    env.ALLOW_PRIVATE_TARGETS = false;
    try {
      const { status, body } = await smtp.verify(token, id);
      expect(status).toBe(400);
      expect(body.details).toEqual({ host: "is a private or loopback address; only public hosts are allowed" });
    } finally {
      env.ALLOW_PRIVATE_TARGETS = true;
    }
  });
});

describe("POST /smtp/{id}/test", () => {
  it("sends a test message that arrives with the config's From", async () => {
    const { token, id } = await configFor(plain.port, {
      fromEmail: "news@acme.test",
      fromName: "Acme News",
      name: "Main relay",
    });
    const sent = await smtp.test(token, id, { to: "Recipient@Example.test " });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true, messageId: expect.stringMatching(/^<.+@.+>$/) });
    expect(sent.headers.get("x-ratelimit-limit")).toBe("50");
    // Domains are case-insensitive; nodemailer sends this one lower-cased.
    const mail = await plain.mailTo("Recipient@example.test");
    expect(mail.from?.value).toEqual([{ address: "news@acme.test", name: "Acme News" }]);
    expect(mail.subject).toBe("Sendwell test: Main relay");
    expect(mail.messageId).toBe(sent.body.messageId);
    expect(mail.text).toContain("If you can read this, the configuration works.");
  });

  it.each([
    ["no to", {}, { to: "is required" }],
    ["an invalid to", { to: "not-an-address" }, { to: "must be a valid email address" }],
    ["a to with a line break", { to: "a@acme.test\r\nBcc: b@acme.test" }, { to: "must be a valid email address" }],
  ])("refuses %s with 400", async (_case, json, details) => {
    const { token, id } = await configFor(plain.port);
    const { status, body } = await smtp.test(token, id, json);
    expect(status).toBe(400);
    expect(body).toEqual(errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details));
  });

  it("reports a failed login at the auth stage and sends nothing", async () => {
    const { token, id } = await configFor(plain.port, { password: "wrong-password" });
    const before = plain.received.length;
    expect(await smtp.test(token, id, { to: "nobody@acme.test" })).toMatchObject(failedAt("auth", /535/, "test send"));
    expect(plain.received.length).toBe(before);
  });

  it("reports a closed port at the connect stage", async () => {
    const { token, id } = await configFor(await refusedPort());
    expect(await smtp.test(token, id, { to: "nobody@acme.test" })).toMatchObject(
      failedAt("connect", /ECONNREFUSED/, "test send"),
    );
  });
});
