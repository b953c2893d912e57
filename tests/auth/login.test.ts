import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/v1/auth/login/route";
import { POST as registerRoute } from "@/app/api/v1/auth/register/route";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { errorEnvelope, MALFORMED_JSON, PASSWORD, post, postRaw, register, uniqueEmail } from "./auth-client";

const INVALID_CREDENTIALS = errorEnvelope("unauthorized", "INVALID_CREDENTIALS", "Invalid email or password");

const withoutTimestamp = (text: string) => text.replace(/"timestamp":"[^"]*"/, '"timestamp":""');

describe("POST /auth/login", () => {
  it("answers 200 with the user, the team and a new session, and records the sign-in", async () => {
    const { input, session: signup } = await register(registerRoute);
    const { status, body } = await post(loginRoute, "/auth/login", {
      email: ` ${input.email.toUpperCase()}`,
      password: PASSWORD,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: "Bearer",
      expires_in: 86400,
      user: { id: signup.user.id, email: input.email, role: "ADMIN" },
      team: { id: signup.team.id, name: "Analytical Engines" },
    });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(body.refresh_token).not.toBe(signup.refresh_token);
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: signup.user.id, team_id: signup.team.id, role: "ADMIN" });
    expect(claims.exp! - claims.iat!).toBe(86400);

    expect(body.user.lastLoginAt).toEqual(expect.any(String));
    const stored = await db.user.findUniqueOrThrow({ where: { id: signup.user.id } });
    expect(stored.lastLoginAt?.toISOString()).toBe(body.user.lastLoginAt);
    // A sign-in starts its own rotation family, apart from the sign-up's.
    const families = await db.refreshToken.findMany({ where: { userId: signup.user.id }, select: { familyId: true } });
    expect(new Set(families.map((row) => row.familyId)).size).toBe(2);
  });

  it("gives a wrong password and an unknown email byte-identical answers apart from the timestamp", async () => {
    const { input } = await register(registerRoute);
    const wrongPassword = await callRoute(
      loginRoute,
      apiRequest("/auth/login", { method: "POST", json: { email: input.email, password: "not-the-password" } }),
    );
    const unknownEmail = await callRoute(
      loginRoute,
      apiRequest("/auth/login", {
        method: "POST",
        json: { email: uniqueEmail("nobody"), password: "not-the-password" },
      }),
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [wrongText, unknownText] = [await wrongPassword.text(), await unknownEmail.text()];
    expect(JSON.parse(wrongText)).toEqual(INVALID_CREDENTIALS);
    expect(withoutTimestamp(wrongText)).toBe(withoutTimestamp(unknownText));
    expect(wrongPassword.headers.get("content-type")).toBe(unknownEmail.headers.get("content-type"));
    const user = await db.user.findUniqueOrThrow({ where: { email: input.email } });
    expect(user.lastLoginAt).toBeNull();
  });

  it("refuses an account without a password (Google sign-up) the same way", async () => {
    const { team } = await register(registerRoute).then(({ session }) => session);
    const email = uniqueEmail("google");
    await db.user.create({ data: { teamId: team.id, email, provider: "google", providerId: "google-sub-1" } });
    const { status, body } = await post(loginRoute, "/auth/login", { email, password: "anything-at-all" });
    expect(status).toBe(401);
    expect(body).toEqual(INVALID_CREDENTIALS);
  });

  it("refuses members of a deleted team", async () => {
    const { input, session } = await register(registerRoute);
    await db.team.update({ where: { id: session.team.id }, data: { isDeleted: true } });
    const { status, body } = await post(loginRoute, "/auth/login", { email: input.email, password: PASSWORD });
    expect(status).toBe(401);
    expect(body).toEqual(INVALID_CREDENTIALS);
  });

  describe("bad input", () => {
    it.each([
      ["names the missing fields", {}, { email: "is required", password: "is required" }],
      [
        "refuses a malformed email and an empty password",
        { email: "not-an-email", password: "" },
        { email: "must be a valid email address", password: "is required" },
      ],
    ])("%s", async (_case, input, details) => {
      const { status, body } = await post(loginRoute, "/auth/login", input);
      expect(status).toBe(400);
      expect(body).toEqual(errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details));
    });

    it("refuses malformed JSON", async () => {
      expect(await postRaw(loginRoute, "/auth/login", "{email:")).toEqual({ status: 400, body: MALFORMED_JSON() });
    });
  });

  it("allows 5 attempts per minute per IP, then answers the SPEC 429", async () => {
    const ip = "203.0.113.50";
    const { input } = await register(registerRoute);
    const attempts = [];
    for (let i = 0; i < 5; i += 1)
      attempts.push(
        await post(loginRoute, "/auth/login", { email: input.email, password: `wrong-${i}-password` }, { ip }),
      );
    expect(attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401, 401, 401]);
    expect(attempts.map((attempt) => attempt.response.headers.get("x-ratelimit-remaining"))).toEqual([
      "4",
      "3",
      "2",
      "1",
      "0",
    ]);

    // The right password does not get through either: the limit stops guessing, not just failures.
    const sixth = await post(loginRoute, "/auth/login", { email: input.email, password: PASSWORD }, { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      error: "rate_limit_exceeded",
      code: "RATE_LIMIT_EXCEEDED",
      message: expect.stringMatching(/^Rate limit exceeded\. Try again in \d+ seconds?\.$/),
      retry_after: expect.any(Number),
      limit: 5,
      window: 60,
      timestamp: expect.any(String),
    });
    expect(sixth.body.retry_after).toBeGreaterThan(0);
    expect(sixth.body.retry_after).toBeLessThanOrEqual(60);
    expect(sixth.response.headers.get("retry-after")).toBe(String(sixth.body.retry_after));
    expect(sixth.response.headers.get("x-ratelimit-limit")).toBe("5");

    // Another client is not limited by this IP's count, but five failures in a row held the account
    // back (docs/contract.md section 18): the same 401 as a wrong password until the block ends.
    const elsewhere = await post(loginRoute, "/auth/login", { email: input.email, password: PASSWORD });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.response.headers.get("x-ratelimit-remaining")).toBe("4");
    await db.user.update({ where: { email: input.email }, data: { loginBlockedUntil: new Date(Date.now() - 1000) } });
    expect((await post(loginRoute, "/auth/login", { email: input.email, password: PASSWORD })).status).toBe(200);
  });
});
