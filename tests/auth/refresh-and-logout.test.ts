import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { GET as meRoute } from "@/app/api/v1/auth/me/route";
import { POST as loginRoute } from "@/app/api/v1/auth/login/route";
import { POST as logoutRoute } from "@/app/api/v1/auth/logout/route";
import { POST as refreshRoute } from "@/app/api/v1/auth/refresh/route";
import { POST as registerRoute } from "@/app/api/v1/auth/register/route";
import { hashRefreshToken } from "@/lib/auth/refresh-token-secret";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { errorEnvelope, post, register } from "./auth-client";

const INVALID_TOKEN = errorEnvelope("unauthorized", "INVALID_TOKEN", "Invalid or expired token");

const refresh = (refreshToken: string) => post(refreshRoute, "/auth/refresh", { refresh_token: refreshToken });

describe("POST /auth/refresh", () => {
  it("rotates: answers a new pair, and the used token stops working", async () => {
    const { session } = await register(registerRoute);
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["access_token", "expires_in", "refresh_token", "token_type"]);
    expect(first.body).toMatchObject({ token_type: "Bearer", expires_in: 86400 });
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    const claims = decodeJwt(first.body.access_token);
    expect(claims).toMatchObject({ sub: session.user.id, team_id: session.team.id, role: "ADMIN" });
    expect(claims.exp! - claims.iat!).toBe(86400);

    const rows = await db.refreshToken.findMany({ where: { userId: session.user.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0].tokenHash).toBe(hashRefreshToken(session.refresh_token));
    expect(rows[0].usedAt).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({
      tokenHash: hashRefreshToken(first.body.refresh_token),
      familyId: rows[0].familyId,
      usedAt: null,
      revokedAt: null,
    });

    // The new access token works; the new refresh token rotates again.
    const me = await callRoute(meRoute, apiRequest("/auth/me", { token: first.body.access_token }));
    expect(me.status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
  });

  it("treats reuse of a spent token as theft: 401, and the newer token of the family is revoked", async () => {
    const { session } = await register(registerRoute);
    const rotated = await refresh(session.refresh_token);
    expect(rotated.status).toBe(200);

    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(INVALID_TOKEN);

    const legitimate = await refresh(rotated.body.refresh_token);
    expect(legitimate.status).toBe(401);
    expect(legitimate.body).toEqual(INVALID_TOKEN);
    const live = await db.refreshToken.count({ where: { userId: session.user.id, revokedAt: null } });
    expect(live).toBe(0);
  });

  it("revokes only the family of the reused token, not the user's other sign-ins", async () => {
    const { input, session: signup } = await register(registerRoute);
    const otherSignIn = await post(loginRoute, "/auth/login", { email: input.email, password: input.password });
    expect(otherSignIn.status).toBe(200);

    const rotated = await refresh(signup.refresh_token);
    expect((await refresh(signup.refresh_token)).status).toBe(401);
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
    expect((await refresh(otherSignIn.body.refresh_token)).status).toBe(200);
  });

  it("lets only one of two concurrent refreshes with the same token succeed", async () => {
    const { session } = await register(registerRoute);
    const results = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 401]);
    // The loser is a reuse: the winner's new token went with the family.
    const winner = results.find((result) => result.status === 200)!;
    expect((await refresh(winner.body.refresh_token)).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const { session } = await register(registerRoute);
    await db.refreshToken.updateMany({
      where: { userId: session.user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { status, body } = await refresh(session.refresh_token);
    expect(status).toBe(401);
    expect(body).toEqual(INVALID_TOKEN);
  });

  it("refuses an unknown token", async () => {
    const { status, body } = await refresh("definitely-not-a-token");
    expect(status).toBe(401);
    expect(body).toEqual(INVALID_TOKEN);
  });

  it("issues tokens for the user's current role", async () => {
    const { session } = await register(registerRoute);
    await db.user.update({ where: { id: session.user.id }, data: { role: "MEMBER" } });
    const { status, body } = await refresh(session.refresh_token);
    expect(status).toBe(200);
    const claims = decodeJwt(body.access_token);
    expect(claims.role).toBe("MEMBER");
    expect(claims.permissions).not.toContain("api_keys:write");
  });

  it("names a missing refresh_token", async () => {
    const { status, body } = await post(refreshRoute, "/auth/refresh", { refreshToken: "camelCase is not the field" });
    expect(status).toBe(400);
    expect(body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { refresh_token: "is required" }),
    );
  });
});

describe("POST /auth/logout", () => {
  it("answers {} and the refresh token stops working", async () => {
    const { session } = await register(registerRoute);
    const { status, body } = await post(logoutRoute, "/auth/logout", { refresh_token: session.refresh_token });
    expect(status).toBe(200);
    expect(body).toEqual({});
    const after = await refresh(session.refresh_token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(INVALID_TOKEN);
  });

  it("ends the whole sign-in when given an already rotated token, and leaves other sign-ins alone", async () => {
    const { session } = await register(registerRoute);
    const rotated = await refresh(session.refresh_token);
    const { session: otherUser } = await register(registerRoute);
    expect((await post(logoutRoute, "/auth/logout", { refresh_token: session.refresh_token })).status).toBe(200);
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
    expect((await refresh(otherUser.refresh_token)).status).toBe(200);
  });

  it("answers {} for an unknown token, and repeats safely", async () => {
    const unknown = await post(logoutRoute, "/auth/logout", { refresh_token: "never-issued" });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({});
    const { session } = await register(registerRoute);
    await post(logoutRoute, "/auth/logout", { refresh_token: session.refresh_token });
    const again = await post(logoutRoute, "/auth/logout", { refresh_token: session.refresh_token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({});
  });

  it("names a missing refresh_token", async () => {
    const { status, body } = await post(logoutRoute, "/auth/logout", {});
    expect(status).toBe(400);
    expect(body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        refresh_token: "is required (or send all: true)",
      }),
    );
  });
});
