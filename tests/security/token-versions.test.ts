import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as logoutRoute } from "@/app/api/v1/auth/logout/route";
import { GET as meRoute } from "@/app/api/v1/auth/me/route";
import { POST as passwordRoute } from "@/app/api/v1/auth/password/route";
import { POST as resetConfirmRoute } from "@/app/api/v1/auth/password-reset/confirm/route";
import { POST as refreshRoute } from "@/app/api/v1/auth/refresh/route";
import { POST as registerRoute } from "@/app/api/v1/auth/register/route";
import {
  DELETE as removeMemberRoute,
  PATCH as patchMemberRoute,
} from "@/app/api/v1/teams/current/members/[userId]/route";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { generatePasswordResetToken } from "@/lib/services/auth/password-reset-token";
import { errorEnvelope, PASSWORD, post, register, SESSION_KEYS } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { uniqueEmail } from "../helpers/unique";
import { expectApiKeyRefused, login } from "./fixtures";

// docs/contract.md section 18: access tokens carry the user's token version; logout-all, a password change
// or reset, a role change and a removal make earlier access tokens answer 401 at once.

beforeAll(() => db.$queryRaw`SELECT 1`);

const INVALID_TOKEN = errorEnvelope("unauthorized", "INVALID_TOKEN", "Invalid or expired token");
const NEW_PASSWORD = "a-brand-new-passphrase-7";

async function me(token: string) {
  const response = await callRoute(meRoute, apiRequest("/auth/me", { token }));
  return { status: response.status, body: await response.json() };
}
const refresh = (refreshToken: string) => post(refreshRoute, "/auth/refresh", { refresh_token: refreshToken });
const logout = (json: unknown, token?: string) => post(logoutRoute, "/auth/logout", json, { token });
const changePassword = (token: string, json: unknown) => post(passwordRoute, "/auth/password", json, { token });

async function twoSessions() {
  const { input, session } = await register(registerRoute);
  const second = await login(input.email);
  expect(second.status).toBe(200);
  return { input, first: session, second: second.body };
}

describe("POST /auth/logout { all: true }", () => {
  it("with a Bearer token: every access and refresh token of the user stops working at once", async () => {
    const { input, first, second } = await twoSessions();
    expect(decodeJwt(first.access_token)).toMatchObject({ ver: 0 });
    expect((await me(second.access_token)).status).toBe(200);

    expect(await logout({ all: true }, first.access_token)).toMatchObject({ status: 200, body: {} });
    for (const session of [first, second]) {
      expect(await me(session.access_token)).toEqual({ status: 401, body: INVALID_TOKEN });
      expect(await refresh(session.refresh_token)).toMatchObject({ status: 401, body: INVALID_TOKEN });
    }
    // Signing in again works, with the next version.
    const again = await login(input.email);
    expect(again.status).toBe(200);
    expect(decodeJwt(again.body.access_token)).toMatchObject({ ver: 1 });
    expect((await me(again.body.access_token)).status).toBe(200);
    const audit = await db.auditLog.findMany({
      where: { teamId: first.team.id, action: "auth.logged_out_everywhere" },
    });
    expect(audit).toMatchObject([
      {
        actorType: "user",
        actorId: first.user.id,
        targetType: "user",
        targetId: first.user.id,
        ip: expect.any(String),
      },
    ]);
  });

  it("with only a refresh token: its owner is signed out everywhere", async () => {
    const { first, second } = await twoSessions();
    expect(await logout({ refresh_token: second.refresh_token, all: true })).toMatchObject({ status: 200, body: {} });
    expect((await me(first.access_token)).status).toBe(401);
    expect((await me(second.access_token)).status).toBe(401);
  });

  it("answers {} for an unknown refresh token, 401 with no credential at all, 400 with neither field", async () => {
    expect(await logout({ refresh_token: "nope", all: true })).toMatchObject({ status: 200, body: {} });
    expect(await logout({ all: true })).toEqual({
      status: 401,
      body: errorEnvelope("unauthorized", "INVALID_TOKEN", "Authorization header required"),
      response: expect.anything(),
    });
    expect((await logout({})).body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        refresh_token: "is required (or send all: true)",
      }),
    );
    expect((await logout({ all: "yes" })).body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { all: "must be true or false" }),
    );
  });

  it("without all, signs out only that refresh token's session; access tokens run on", async () => {
    const { first, second } = await twoSessions();
    expect((await logout({ refresh_token: first.refresh_token })).status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await me(first.access_token)).status).toBe(200);
    expect((await refresh(second.refresh_token)).status).toBe(200);
  });
});

describe("POST /auth/password", () => {
  it("checks the current password, ends every earlier session and answers a new one", async () => {
    const { input, first, second } = await twoSessions();
    const wrong = await changePassword(first.access_token, { currentPassword: "not-it", newPassword: NEW_PASSWORD });
    expect(wrong).toMatchObject({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        currentPassword: "is not your current password",
      }),
    });
    const same = await changePassword(first.access_token, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        newPassword: "must differ from your current password",
      }),
    );
    const short = await changePassword(first.access_token, { currentPassword: PASSWORD, newPassword: "short" });
    expect(short.body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        newPassword: "must be at least 8 characters",
      }),
    );
    // Nothing changed so far.
    expect((await me(first.access_token)).status).toBe(200);

    const changed = await changePassword(first.access_token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(Object.keys(changed.body).sort()).toEqual(SESSION_KEYS);
    expect(changed.body).toMatchObject({
      token_type: "Bearer",
      expires_in: 86400,
      user: { id: first.user.id },
      team: { id: first.team.id },
    });
    for (const session of [first, second]) {
      expect(await me(session.access_token)).toEqual({ status: 401, body: INVALID_TOKEN });
      expect((await refresh(session.refresh_token)).status).toBe(401);
    }
    expect((await me(changed.body.access_token)).status).toBe(200);
    expect((await refresh(changed.body.refresh_token)).status).toBe(200);
    expect((await login(input.email)).status).toBe(401);
    expect((await login(input.email, NEW_PASSWORD)).status).toBe(200);
    expect(
      await db.auditLog.count({
        where: { teamId: first.team.id, action: "auth.password_changed", actorId: first.user.id },
      }),
    ).toBe(1);
  });

  it("401 without a credential; 403 for an API key", async () => {
    const { session } = await register(registerRoute);
    const none = await post(passwordRoute, "/auth/password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(none.body).toEqual(errorEnvelope("unauthorized", "INVALID_TOKEN", "Authorization header required"));
    await expectApiKeyRefused(
      session.team.id,
      passwordRoute,
      "/auth/password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      "Only a signed-in user can change their password, not an API key",
    );
  });
});

describe("password reset, role change and removal", () => {
  it("a password reset makes earlier access tokens 401", async () => {
    const { first } = await twoSessions();
    const { token, tokenHash } = generatePasswordResetToken();
    await db.passwordResetToken.create({
      data: { userId: first.user.id, tokenHash, expiresAt: new Date(Date.now() + 60_000) },
    });
    expect(
      (await post(resetConfirmRoute, "/auth/password-reset/confirm", { token, password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect(await me(first.access_token)).toEqual({ status: 401, body: INVALID_TOKEN });
    expect(await db.auditLog.count({ where: { teamId: first.team.id, action: "auth.password_reset" } })).toBe(1);
  });

  it("a role change makes the member's earlier access tokens 401; their refresh token renews into the new role", async () => {
    const { session: admin } = await register(registerRoute);
    const email = uniqueEmail("member");
    const member = await db.user.create({
      data: { teamId: admin.team.id, email, role: "MEMBER", passwordHash: await hashPassword(PASSWORD) },
    });
    const memberSession = (await login(email)).body;
    expect((await me(memberSession.access_token)).status).toBe(200);

    const patched = await callRoute(
      patchMemberRoute,
      apiRequest(`/teams/current/members/${member.id}`, {
        method: "PATCH",
        token: admin.access_token,
        json: { role: "ADMIN" },
      }),
      { userId: member.id },
    );
    expect(patched.status).toBe(200);
    expect(await me(memberSession.access_token)).toEqual({ status: 401, body: INVALID_TOKEN });
    const renewed = await refresh(memberSession.refresh_token);
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.access_token)).toMatchObject({ role: "ADMIN", ver: 1 });
    expect((await me(renewed.body.access_token)).status).toBe(200);
    expect(
      await db.auditLog.findFirst({ where: { teamId: admin.team.id, action: "member.role_changed" } }),
    ).toMatchObject({
      actorType: "user",
      actorId: admin.user.id,
      targetType: "user",
      targetId: member.id,
      details: { email, from: "MEMBER", to: "ADMIN" },
    });
  });

  it("a removal makes the member's access and refresh tokens 401", async () => {
    const { session: admin } = await register(registerRoute);
    const email = uniqueEmail("leaver");
    const member = await db.user.create({
      data: { teamId: admin.team.id, email, role: "MEMBER", passwordHash: await hashPassword(PASSWORD) },
    });
    const memberSession = (await login(email)).body;
    const removed = await callRoute(
      removeMemberRoute,
      apiRequest(`/teams/current/members/${member.id}`, { method: "DELETE", token: admin.access_token }),
      { userId: member.id },
    );
    expect(removed.status).toBe(200);
    expect(await me(memberSession.access_token)).toEqual({ status: 401, body: INVALID_TOKEN });
    expect((await refresh(memberSession.refresh_token)).status).toBe(401);
    expect(
      await db.user.findFirst({ where: { id: member.id, isDeleted: true }, select: { tokenVersion: true } }),
    ).toEqual({ tokenVersion: 1 });
    expect(
      await db.auditLog.count({ where: { teamId: admin.team.id, action: "member.removed", targetId: member.id } }),
    ).toBe(1);
  });
});
