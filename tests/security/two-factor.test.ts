import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as disableRoute } from "@/app/api/v1/auth/2fa/disable/route";
import { POST as enableRoute } from "@/app/api/v1/auth/2fa/enable/route";
import { POST as setupRoute } from "@/app/api/v1/auth/2fa/setup/route";
import { POST as verifyRoute } from "@/app/api/v1/auth/2fa/verify/route";
import { GET as meRoute } from "@/app/api/v1/auth/me/route";
import { POST as registerRoute } from "@/app/api/v1/auth/register/route";
import { hashRecoveryCode } from "@/lib/auth/totp";
import { db } from "@/lib/db";
import { errorEnvelope, post, register, SESSION_KEYS } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { expectApiKeyRefused, login } from "./fixtures";

// Two-factor sign-in (docs/contract.md section 18): TOTP per RFC 6238 through otplib on both sides, 10
// single-use recovery codes, login answering { mfa_required, mfa_token }.

beforeAll(() => db.$queryRaw`SELECT 1`);

const INVALID_CODE = errorEnvelope("unauthorized", "INVALID_CODE", "Invalid two-factor code");
const PERIOD = 30;

/** The authenticator's code `steps` periods from now (a used step cannot be used again). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * PERIOD });

const verify = (json: unknown) => post(verifyRoute, "/auth/2fa/verify", json);

async function userWithTwoFactor() {
  const { input, session } = await register(registerRoute);
  const token = session.access_token;
  const setup = await post(setupRoute, "/auth/2fa/setup", {}, { token });
  expect(setup.status).toBe(200);
  const enabled = await post(enableRoute, "/auth/2fa/enable", { code: await codeAt(setup.body.secret) }, { token });
  expect(enabled.status).toBe(200);
  return {
    input,
    session,
    token,
    secret: setup.body.secret as string,
    recoveryCodes: enabled.body.recoveryCodes as string[],
  };
}

describe("setup and enable", () => {
  it("answers a base32 secret and its otpauth URL; enable needs a right code and answers 10 recovery codes once", async () => {
    const { input, session } = await register(registerRoute);
    const token = session.access_token;
    const setup = await post(setupRoute, "/auth/2fa/setup", {}, { token });
    expect(setup.status).toBe(200);
    expect(Object.keys(setup.body).sort()).toEqual(["otpauthUrl", "secret"]);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Sendwell:${input.email}`);
    // SHA-1, 6 digits and 30 s are the Key URI format's defaults, which authenticator apps assume.
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: setup.body.secret, issuer: "Sendwell" });
    // Stored encrypted, not in force yet: login still answers a session.
    const stored = await db.user.findUniqueOrThrow({ where: { id: session.user.id } });
    expect(stored.totpSecret).not.toContain(setup.body.secret);
    expect(stored.totpEnabledAt).toBeNull();
    expect((await login(input.email)).body).toHaveProperty("access_token");

    expect(await post(enableRoute, "/auth/2fa/enable", { code: "000000" }, { token })).toMatchObject({
      status: 401,
      body: INVALID_CODE,
    });
    expect((await post(enableRoute, "/auth/2fa/enable", { code: "" }, { token })).body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { code: "is required" }),
    );
    const enabled = await post(enableRoute, "/auth/2fa/enable", { code: await codeAt(setup.body.secret) }, { token });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await db.recoveryCode.findMany({ where: { userId: session.user.id } });
    expect(rows.map((row) => row.codeHash).sort()).toEqual(enabled.body.recoveryCodes.map(hashRecoveryCode).sort());

    // On: a second setup or enable is refused; /auth/me says so.
    const again = await post(setupRoute, "/auth/2fa/setup", {}, { token });
    expect(again).toMatchObject({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "INVALID_STATE",
        "Two-factor sign-in is already on. Turn it off first to set up a new authenticator.",
      ),
    });
    const me = await callRoute(meRoute, apiRequest("/auth/me", { token }));
    expect(await me.json()).toMatchObject({ twoFactorEnabled: true });
    expect(await db.auditLog.count({ where: { teamId: session.team.id, action: "auth.2fa_enabled" } })).toBe(1);
  });

  it("refuses enable before setup (409), and API keys (403)", async () => {
    const { session } = await register(registerRoute);
    const early = await post(enableRoute, "/auth/2fa/enable", { code: "123456" }, { token: session.access_token });
    expect(early).toMatchObject({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "INVALID_STATE",
        "Start with POST /auth/2fa/setup to get a secret for your authenticator app.",
      ),
    });
    await expectApiKeyRefused(
      session.team.id,
      setupRoute,
      "/auth/2fa/setup",
      {},
      "Two-factor sign-in belongs to a user; an API key cannot set it up",
    );
  });
});

describe("sign-in with two factors", () => {
  it("login answers { mfa_required, mfa_token } only; verify with a TOTP code answers the session; the code works once", async () => {
    const { input, secret } = await userWithTwoFactor();
    const first = await login(input.email);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["mfa_required", "mfa_token"]);
    expect(first.body.mfa_required).toBe(true);

    expect(await verify({ mfa_token: first.body.mfa_token, code: "123456" })).toMatchObject({
      status: 401,
      body: INVALID_CODE,
    });
    const code = await codeAt(secret, 1);
    const done = await verify({ mfa_token: first.body.mfa_token, code });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body).sort()).toEqual(SESSION_KEYS);
    expect((await callRoute(meRoute, apiRequest("/auth/me", { token: done.body.access_token }))).status).toBe(200);

    // The same code again (a replay), even with a fresh mfa_token, is refused.
    const second = await login(input.email);
    expect(await verify({ mfa_token: second.body.mfa_token, code })).toMatchObject({ status: 401, body: INVALID_CODE });
  });

  it("a recovery code signs in once; forged and missing fields are refused exactly", async () => {
    const { input, recoveryCodes } = await userWithTwoFactor();
    const { body } = await login(input.email);
    const used = await verify({ mfa_token: body.mfa_token, code: recoveryCodes[3].toUpperCase() });
    expect(used.status).toBe(200);
    const again = await login(input.email);
    expect(await verify({ mfa_token: again.body.mfa_token, code: recoveryCodes[3] })).toMatchObject({
      status: 401,
      body: INVALID_CODE,
    });
    expect((await verify({ mfa_token: again.body.mfa_token, code: recoveryCodes[4] })).status).toBe(200);

    expect(await verify({ mfa_token: `${body.mfa_token}x`, code: recoveryCodes[5] })).toMatchObject({
      status: 401,
      body: INVALID_CODE,
    });
    expect((await verify({ code: "123456" })).body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { mfa_token: "is required" }),
    );
  });

  it("disable needs a right code; then login answers a session again", async () => {
    const { input, token, secret } = await userWithTwoFactor();
    expect(await post(disableRoute, "/auth/2fa/disable", { code: "000000" }, { token })).toMatchObject({
      status: 401,
      body: INVALID_CODE,
    });
    const off = await post(disableRoute, "/auth/2fa/disable", { code: await codeAt(secret, 1) }, { token });
    expect(off).toMatchObject({ status: 200, body: {} });
    expect((await login(input.email)).body).toHaveProperty("access_token");
    expect(await post(disableRoute, "/auth/2fa/disable", { code: "000000" }, { token })).toMatchObject({
      status: 409,
      body: errorEnvelope("conflict", "INVALID_STATE", "Two-factor sign-in is not on."),
    });
  });
});
