import { randomUUID } from "node:crypto";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { POST as registerRoute } from "@/app/api/v1/auth/register/route";
import { ALL_PERMISSIONS, isPermission } from "@/lib/auth/permissions";
import { hashRefreshToken } from "@/lib/auth/refresh-token-secret";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import {
  errorEnvelope,
  MALFORMED_JSON,
  PASSWORD,
  post,
  postRaw,
  register,
  SESSION_KEYS,
  uniqueEmail,
} from "./auth-client";

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

describe("POST /auth/register", () => {
  it("creates an ADMIN user in a new Free team and answers 201 with the session", async () => {
    const email = uniqueEmail("Grace.Hopper");
    const { status, body } = await post(registerRoute, "/auth/register", {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      firstName: "Grace",
      lastName: "Hopper",
      teamName: "  Cobol Crew ",
    });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(SESSION_KEYS);
    expect(body).toMatchObject({
      token_type: "Bearer",
      expires_in: 86400,
      user: {
        email: email.toLowerCase(),
        firstName: "Grace",
        lastName: "Hopper",
        role: "ADMIN",
        provider: "local",
        isDeleted: false,
      },
      team: { name: "Cobol Crew", isDeleted: false },
    });
    expect(body.user.teamId).toBe(body.team.id);
    expect(body.user).not.toHaveProperty("passwordHash");

    const subscription = await db.subscription.findFirstOrThrow({
      where: { team_id: body.team.id },
      include: { product: true },
    });
    expect(subscription).toMatchObject({ status: "active", product: { name: "Free" } });
    const stored = await db.user.findUniqueOrThrow({ where: { id: body.user.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(PASSWORD);
  });

  it("issues an access token of exactly 24 hours with the SPEC claims", async () => {
    const { session } = await register(registerRoute);
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: "HS256", typ: "JWT" });
    const claims = decodeJwt(session.access_token);
    // SPEC's claims plus the token version of docs/contract.md section 18.
    expect(Object.keys(claims).sort()).toEqual(["exp", "iat", "permissions", "role", "sub", "team_id", "ver"]);
    expect(claims.exp! - claims.iat!).toBe(86400);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
    expect(claims).toMatchObject({ sub: session.user.id, team_id: session.team.id, role: "ADMIN" });
    const permissions = claims.permissions as string[];
    expect(
      permissions.every(
        (permission) => /^[a-z_]+:(read|write|delete|send)$/.test(permission) && isPermission(permission),
      ),
    ).toBe(true);
    expect([...permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it("stores the refresh token only as a hash, valid 7 days, with where it came from", async () => {
    const response = await callRoute(
      registerRoute,
      apiRequest("/auth/register", {
        method: "POST",
        ip: "198.51.100.23",
        headers: { "user-agent": "SendwellTest/1.0" },
        json: { email: uniqueEmail(), password: PASSWORD, teamName: "Hash Browns" },
      }),
    );
    expect(response.status).toBe(201);
    const { refresh_token, user } = await response.json();
    expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.refreshToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashRefreshToken(refresh_token));
    expect(rows[0].tokenHash).not.toBe(refresh_token);
    expect(Math.abs(rows[0].expiresAt.getTime() - Date.now() - SEVEN_DAYS_MS)).toBeLessThan(60_000);
    expect(rows[0]).toMatchObject({
      userAgent: "SendwellTest/1.0",
      ipAddress: "198.51.100.23",
      usedAt: null,
      revokedAt: null,
    });
    expect(user).toMatchObject({ firstName: null, lastName: null });
  });

  it("answers 409 for an email that exists, in any letter case, and creates no team", async () => {
    const { input } = await register(registerRoute);
    const teamName = `Second Try ${randomUUID()}`;
    const { status, body } = await post(registerRoute, "/auth/register", {
      ...input,
      email: input.email.toUpperCase(),
      teamName,
    });
    expect(status).toBe(409);
    expect(body).toEqual(
      errorEnvelope("conflict", "CONFLICT", "An account with this email already exists", {
        email: "is already registered",
      }),
    );
    // The refused sign-up rolled back with its team.
    expect(await db.team.count({ where: { name: teamName } })).toBe(0);
    expect(await db.user.count({ where: { email: input.email } })).toBe(1);
  });

  describe("bad input", () => {
    const valid = () => ({ email: uniqueEmail(), password: PASSWORD, teamName: "Valid Team" });
    const invalid = (details: Record<string, string>) =>
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);

    it("refuses a password shorter than 8 characters", async () => {
      const { status, body } = await post(registerRoute, "/auth/register", { ...valid(), password: "seven77" });
      expect(status).toBe(400);
      expect(body).toEqual(invalid({ password: "must be at least 8 characters" }));
    });

    it("refuses a malformed email", async () => {
      const { status, body } = await post(registerRoute, "/auth/register", { ...valid(), email: "ada.example.com" });
      expect(status).toBe(400);
      expect(body).toEqual(invalid({ email: "must be a valid email address" }));
    });

    it("refuses a team name of 1 character (after trimming)", async () => {
      const { status, body } = await post(registerRoute, "/auth/register", { ...valid(), teamName: " A  " });
      expect(status).toBe(400);
      expect(body).toEqual(invalid({ teamName: "must be at least 2 characters" }));
    });

    it("names every missing field", async () => {
      const { status, body } = await post(registerRoute, "/auth/register", { firstName: "Ada" });
      expect(status).toBe(400);
      expect(body).toEqual(invalid({ email: "is required", password: "is required", teamName: "is required" }));
    });

    it("refuses fields of the wrong type", async () => {
      const { status, body } = await post(registerRoute, "/auth/register", {
        ...valid(),
        password: 12345678,
        lastName: 7,
      });
      expect(status).toBe(400);
      expect(body).toEqual(invalid({ password: "must be a string", lastName: "must be a string" }));
    });

    it("refuses malformed JSON", async () => {
      expect(await postRaw(registerRoute, "/auth/register", '{"email": "a@example.com",')).toEqual({
        status: 400,
        body: MALFORMED_JSON(),
      });
    });

    it("refuses an empty body and a body that is not an object", async () => {
      const empty = await callRoute(registerRoute, apiRequest("/auth/register", { method: "POST" }));
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual(
        errorEnvelope("validation_error", "VALIDATION_ERROR", "Request body is required", {
          body: "must be a JSON object",
        }),
      );
      const array = await post(registerRoute, "/auth/register", [valid()]);
      expect(array.status).toBe(400);
      expect(array.body).toEqual(invalid({ body: "must be a JSON object" }));
    });

    it("creates nothing for refused input", async () => {
      const email = uniqueEmail();
      await post(registerRoute, "/auth/register", { email, password: "short", teamName: "Nope" });
      expect(await db.user.count({ where: { email } })).toBe(0);
    });
  });

  it("is rate limited to 3 sign-ups per hour per IP", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { status } = await post(
        registerRoute,
        "/auth/register",
        { email: uniqueEmail(), password: PASSWORD, teamName: `Team ${i}` },
        { ip },
      );
      statuses.push(status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
