import type { ParsedMail } from "mailparser";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { startSystemSmtpPeer } from "../helpers/system-smtp-peer";
import { uniqueIp } from "../helpers/http";
import { errorEnvelope, PASSWORD, post, register, uniqueEmail } from "../auth/auth-client";

// Sign-in links past the sign-in backoff (docs/contract.md section 25): a real SMTP peer receives the
// system mail (SYSTEM_SMTP_URL is read once, so app modules load after it listens).
const smtp = await startSystemSmtpPeer();

const { POST: registerRoute } = await import("@/app/api/v1/auth/register/route");
const { POST: loginRoute } = await import("@/app/api/v1/auth/login/route");
const { POST: linkRoute } = await import("@/app/api/v1/auth/login-link/route");
const { POST: linkVerifyRoute } = await import("@/app/api/v1/auth/login-link/verify/route");
const { POST: setupRoute } = await import("@/app/api/v1/auth/2fa/setup/route");
const { POST: enableRoute } = await import("@/app/api/v1/auth/2fa/enable/route");
const { POST: verifyRoute } = await import("@/app/api/v1/auth/2fa/verify/route");
const { db } = await import("@/lib/db");
const { hashLoginLinkToken } = await import("@/lib/services/auth/login-link-token");

const INVALID_CREDENTIALS = errorEnvelope("unauthorized", "INVALID_CREDENTIALS", "Invalid email or password");
const INVALID_LINK = errorEnvelope("unauthorized", "INVALID_TOKEN", "Invalid or expired sign-in link");

const requestLink = (email: string) => post(linkRoute, "/auth/login-link", { email }, { ip: uniqueIp() });
const useLink = (token: string) => post(linkVerifyRoute, "/auth/login-link/verify", { token }, { ip: uniqueIp() });
const login = (email: string) => post(loginRoute, "/auth/login", { email, password: PASSWORD }, { ip: uniqueIp() });

function tokenFrom(mail: ParsedMail): string {
  const match = /http:\/\/localhost:3000\/sign-in\/link\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  if (!match) throw new Error(`no sign-in link in: ${mail.text}`);
  return match[1];
}

/** A registered user whose sign-in is held back (as after a run of wrong passwords from anywhere). */
async function lockedOutUser() {
  const { input, session } = await register(registerRoute);
  await db.user.update({
    where: { id: session.user.id },
    data: { failedLoginCount: 9, loginBlockedUntil: new Date(Date.now() + 15 * 60_000) },
  });
  expect(await login(input.email)).toMatchObject({ status: 401, body: INVALID_CREDENTIALS });
  return { input, session, userId: session.user.id as string };
}

async function mailedToken(email: string) {
  const requested = await requestLink(email);
  expect(requested).toMatchObject({ status: 200, body: {} });
  return tokenFrom(await smtp.mailTo(email));
}

/** A new account with the second factor on; `code(steps)` is its code `steps` periods of 30 s from now. */
async function withTwoFactor() {
  const { input, session } = await register(registerRoute);
  const access = session.access_token;
  const setup = await post(setupRoute, "/auth/2fa/setup", {}, { token: access });
  const code = (steps: number) =>
    generate({ secret: setup.body.secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
  expect((await post(enableRoute, "/auth/2fa/enable", { code: await code(0) }, { token: access })).status).toBe(200);
  return { input, session, code };
}

describe("POST /auth/login-link", () => {
  it("signs a locked-out user in once, ends the backoff, and audits it", async () => {
    const { input, session, userId } = await lockedOutUser();
    const token = await mailedToken(input.email);
    const mail = smtp.mailsTo(input.email)[0];
    expect(mail.subject).toBe("Your Sendwell sign-in link");
    expect(mail.text).toContain("expires in 15 minutes");
    const stored = await db.loginLink.findFirstOrThrow({ where: { userId } });
    expect(stored.tokenHash).toBe(hashLoginLinkToken(token));
    expect(Math.abs(stored.expiresAt.getTime() - Date.now() - 15 * 60_000)).toBeLessThan(60_000);

    const signedIn = await useLink(token);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { id: userId }, team: { id: session.team.id }, token_type: "Bearer" });
    expect(await useLink(token)).toMatchObject({ status: 401, body: INVALID_LINK });
    // The backoff is over: the password works again.
    expect((await login(input.email)).status).toBe(200);
    const actions = await db.auditLog.findMany({
      where: { teamId: session.team.id, action: { startsWith: "auth.login_link" } },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true },
    });
    expect(actions).toEqual([
      { action: "auth.login_link_requested", actorId: userId },
      { action: "auth.login_link_used", actorId: userId },
    ]);
    expect(
      await db.auditLog.count({
        where: { teamId: session.team.id, action: "auth.signed_in", details: { equals: { method: "login_link" } } },
      }),
    ).toBe(1);
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const nobody = uniqueEmail("nobody");
    const answer = await requestLink(nobody);
    expect(answer).toMatchObject({ status: 200, body: {} });
    const { input } = await register(registerRoute);
    const known = await requestLink(input.email);
    expect(known.body).toEqual(answer.body);
    expect([...known.response.headers.keys()].sort()).toEqual([...answer.response.headers.keys()].sort());
    await smtp.mailTo(input.email);
    expect(smtp.mailsTo(nobody)).toHaveLength(0);
  });

  it("refuses an expired link and an unknown token with 401, and a missing email with 400", async () => {
    const { input, userId } = await lockedOutUser();
    const token = await mailedToken(input.email);
    await db.loginLink.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await useLink(token)).toMatchObject({ status: 401, body: INVALID_LINK });
    expect(await useLink("not-a-token")).toMatchObject({ status: 401, body: INVALID_LINK });
    expect(await post(linkRoute, "/auth/login-link", {}, { ip: uniqueIp() })).toMatchObject({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { email: "is required" }),
    });
  });

  it("still asks for the second factor when 2FA is on, and that finishes despite the backoff", async () => {
    const { input, session, code } = await withTwoFactor();
    await db.user.update({
      where: { id: session.user.id },
      data: { failedLoginCount: 9, loginBlockedUntil: new Date(Date.now() + 15 * 60_000) },
    });

    const linked = await useLink(await mailedToken(input.email));
    expect(linked).toMatchObject({ status: 200, body: { mfa_required: true, mfa_token: expect.any(String) } });
    expect(linked.body).not.toHaveProperty("access_token");
    const finished = await post(verifyRoute, "/auth/2fa/verify", {
      mfa_token: linked.body.mfa_token,
      code: await code(1),
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ user: { id: session.user.id }, token_type: "Bearer" });
  });

  it("takes the code along: a wrong one is 401 INVALID_CODE and leaves the link usable", async () => {
    const { input, session, code } = await withTwoFactor();
    const token = await mailedToken(input.email);
    const withCode = (value: string) =>
      post(linkVerifyRoute, "/auth/login-link/verify", { token, code: value }, { ip: uniqueIp() });
    expect(await withCode("000000")).toMatchObject({
      status: 401,
      body: errorEnvelope("unauthorized", "INVALID_CODE", "Invalid two-factor code"),
    });
    const signedIn = await withCode(await code(1));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { id: session.user.id }, token_type: "Bearer" });
    expect(await withCode(await code(2))).toMatchObject({ status: 401, body: INVALID_LINK });
  });
});
