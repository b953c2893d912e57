import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { errorEnvelope, post } from "../auth/auth-client";
import { startFakeGoogle, TEST_CLIENT_ID } from "./google-jwks-server";

// lib/env.ts reads the configuration once, at import: point it at the local key set first.
const google = await startFakeGoogle();
process.env.GOOGLE_JWKS_URL = google.jwksUrl;
process.env.GOOGLE_CLIENT_ID = TEST_CLIENT_ID;
const { POST: googleRoute } = await import("@/app/api/v1/auth/google/route");
const { verifyAccessToken } = await import("@/lib/auth/jwt");
const { db } = await import("@/lib/db");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");

afterAll(() => google.close());

const signIn = (id_token: string) => post(googleRoute, "/auth/google", { id_token });
const INVALID_TOKEN = errorEnvelope("unauthorized", "INVALID_TOKEN", "Invalid or expired token");
const googleSub = () => String(Math.floor(Math.random() * 1e15)).padStart(21, "1");
const uniqueEmail = () => `ada-${randomUUID()}@gmail.com`;
const profile = (email: string, givenName = "Ada") => ({
  email,
  given_name: givenName,
  family_name: "Lovelace",
  name: `${givenName} Lovelace`,
  picture: "https://example.com/ada.png",
});
// On PostgreSQL the test files share one database: count only rows this test can name.
const uniqueGivenName = () => `Ada${randomUUID().slice(0, 8)}`;
const teamsNamed = (givenName: string) => db.team.count({ where: { name: `${givenName}'s team` } });

describe("POST /auth/google", () => {
  // First, while no key set has been fetched: jose caches a good one for minutes afterwards.
  it("answers 503 when Google's key set cannot be fetched, and recovers when it can", async () => {
    google.state.down = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const token = await google.idToken(googleSub(), { claims: profile(uniqueEmail()) });
      expect(await signIn(token)).toMatchObject({
        status: 503,
        body: errorEnvelope(
          "service_unavailable",
          "SERVICE_UNAVAILABLE",
          "Google sign-in is temporarily unavailable. Try again shortly.",
        ),
      });
      expect(logged).toHaveBeenCalled();
    } finally {
      google.state.down = false;
      logged.mockRestore();
    }
    expect((await signIn(await google.idToken(googleSub(), { claims: profile(uniqueEmail()) }))).status).toBe(200);
  });

  it("creates the user, a team and its Free subscription on first sign-in", async () => {
    const sub = googleSub();
    const email = uniqueEmail();
    const givenName = uniqueGivenName();
    const { status, body } = await signIn(
      await google.idToken(sub, { claims: profile(email.replace("ada-", "Ada-").toUpperCase(), givenName) }),
    );

    expect(status).toBe(200);
    expect(body).toEqual({
      user: expect.objectContaining({
        email,
        firstName: givenName,
        lastName: "Lovelace",
        role: "ADMIN",
        provider: "google",
        providerId: sub,
      }),
      team: expect.objectContaining({ name: `${givenName}'s team`, isDeleted: false }),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: "Bearer",
      expires_in: 86400,
    });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(body.user.emailVerifiedAt).toEqual(expect.any(String));
    expect(body.user.teamId).toBe(body.team.id);
    expect(await teamsNamed(givenName)).toBe(1);

    const stored = await db.user.findUniqueOrThrow({ where: { id: body.user.id } });
    expect(stored).toMatchObject({
      provider: "google",
      providerId: sub,
      passwordHash: null,
      providerData: { name: `${givenName} Lovelace`, picture: "https://example.com/ada.png" },
    });
    const subscription = await db.subscription.findFirstOrThrow({
      where: { team_id: body.team.id },
      include: { product: true },
    });
    expect(subscription).toMatchObject({ status: "active", product: { name: "Free" } });

    const claims = await verifyAccessToken(body.access_token);
    expect(claims).toMatchObject({ sub: body.user.id, team_id: body.team.id, role: "ADMIN" });
    expect(await db.refreshToken.count({ where: { userId: body.user.id } })).toBe(1);
  });

  it("signs the same Google account in again without a new user or team", async () => {
    const sub = googleSub();
    const [firstName, laterName] = [uniqueGivenName(), uniqueGivenName()];
    const first = await signIn(await google.idToken(sub, { claims: profile(uniqueEmail(), firstName) }));
    expect(first.status).toBe(200);

    // Google lets people change the address and name on their account; `sub` stays.
    const laterEmail = uniqueEmail();
    const second = await signIn(await google.idToken(sub, { claims: profile(laterEmail, laterName) }));
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(second.body.team).toEqual(first.body.team);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(await teamsNamed(firstName)).toBe(1);
    expect(await teamsNamed(laterName)).toBe(0);
    expect(await db.user.count({ where: { OR: [{ providerId: sub }, { email: laterEmail }] } })).toBe(1);
    expect(await db.refreshToken.count({ where: { userId: first.body.user.id } })).toBe(2);
    // The returning sign-in is in the team's audit log (docs/contract.md section 18).
    expect(
      await db.auditLog.findFirst({
        where: { teamId: first.body.team.id, action: "auth.signed_in", actorId: first.body.user.id },
      }),
    ).toMatchObject({
      actorType: "user",
      details: { method: "google" },
    });
  });

  it("refuses to link a password account whose address was never verified", async () => {
    const email = uniqueEmail();
    await createTeamWithOwner({ teamName: "Squatters Ltd", email, password: "correct-horse-battery" });
    expect(await signIn(await google.idToken(googleSub(), { claims: profile(email) }))).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "EMAIL_NOT_VERIFIED",
        "An account with this email already exists. Sign in with your password, or reset it to verify the address, then use Google.",
      ),
      response: expect.anything(),
    });
  });

  it("links an existing password account with the same verified address", async () => {
    const email = uniqueEmail();
    const { user, team } = await createTeamWithOwner({
      teamName: "Engines Ltd",
      email,
      password: "correct-horse-battery",
    });
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    const sub = googleSub();
    const { status, body } = await signIn(await google.idToken(sub, { claims: profile(email) }));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: user.id, provider: "google", providerId: sub });
    expect(body.team).toMatchObject({ id: team.id, name: "Engines Ltd" });
    // The password still works: linking adds a way in, it takes none away.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
  });

  it("answers 409 when the address belongs to an account linked to another Google account", async () => {
    const email = uniqueEmail();
    expect((await signIn(await google.idToken(googleSub(), { claims: profile(email) }))).status).toBe(200);
    expect(await signIn(await google.idToken(googleSub(), { claims: profile(email) }))).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "CONFLICT",
        "This email address belongs to an account linked to another Google account",
      ),
      response: expect.anything(),
    });
  });

  it("refuses the users of a removed team with 401", async () => {
    const sub = googleSub();
    const first = await signIn(await google.idToken(sub, { claims: profile(uniqueEmail()) }));
    await db.team.update({ where: { id: first.body.team.id }, data: { isDeleted: true } });
    const { status, body } = await signIn(await google.idToken(sub, { claims: profile(uniqueEmail()) }));
    expect({ status, body }).toEqual({ status: 401, body: INVALID_TOKEN });
  });

  it("accepts Google's issuer written without the scheme", async () => {
    const response = await signIn(
      await google.idToken(googleSub(), { issuer: "accounts.google.com", claims: profile(uniqueEmail()) }),
    );
    expect(response.status).toBe(200);
  });

  describe("refuses with 401 'Invalid or expired token' and creates nobody", () => {
    const now = () => Math.floor(Date.now() / 1000);
    const cases: [string, (email: string) => Promise<string>][] = [
      [
        "a token for another app (audience)",
        (email) =>
          google.idToken(googleSub(), { claims: profile(email), audience: "someone-else.apps.googleusercontent.com" }),
      ],
      [
        "a token from another issuer",
        (email) => google.idToken(googleSub(), { claims: profile(email), issuer: "https://evil.example.com" }),
      ],
      ["an expired token", (email) => google.idToken(googleSub(), { claims: profile(email), expiresAt: now() - 60 })],
      [
        "an unverified address",
        (email) => google.idToken(googleSub(), { claims: { ...profile(email), email_verified: false } }),
      ],
      [
        "a token without email_verified",
        (email) => google.idToken(googleSub(), { claims: { ...profile(email), email_verified: undefined } }),
      ],
      [
        "email_verified as a string",
        (email) => google.idToken(googleSub(), { claims: { ...profile(email), email_verified: "true" } }),
      ],
      [
        "a token signed by another key",
        (email) => google.idToken(googleSub(), { claims: profile(email), signingKey: google.impostorKey }),
      ],
      ["a token without an email", () => google.idToken(googleSub(), { claims: { given_name: "Ada" } })],
      ["something that is not a JWT", async () => "not-a-jwt"],
    ];
    for (const [name, makeToken] of cases) {
      it(name, async () => {
        const email = uniqueEmail();
        const { status, body } = await signIn(await makeToken(email));
        expect({ status, body }).toEqual({ status: 401, body: INVALID_TOKEN });
        expect(await db.user.count({ where: { email } })).toBe(0);
      });
    }
  });

  it("answers 400 with details when id_token is missing", async () => {
    const { status, body } = await post(googleRoute, "/auth/google", {});
    expect({ status, body }).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { id_token: "is required" }),
    });
  });
});
