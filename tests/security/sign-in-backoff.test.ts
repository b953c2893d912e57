import { beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/v1/auth/login/route";
import { POST as registerRoute } from "@/app/api/v1/auth/register/route";
import { db } from "@/lib/db";
import { blockFor } from "@/lib/services/auth/sign-in-attempts";
import { errorEnvelope, PASSWORD, post, register } from "../auth/auth-client";
import { uniqueIp } from "../helpers/http";
import { uniqueEmail } from "../helpers/unique";

// Per-account backoff (docs/contract.md section 18, credential stuffing): failures from any number of
// addresses hold the account back, and the answer never tells an existing account from none.

beforeAll(() => db.$queryRaw`SELECT 1`);

const INVALID_CREDENTIALS = errorEnvelope("unauthorized", "INVALID_CREDENTIALS", "Invalid email or password");
// Each attempt from a new address: the per-IP limit (5 a minute) never applies here.
const attempt = (email: string, password: string) =>
  post(loginRoute, "/auth/login", { email, password }, { ip: uniqueIp() });

describe("per-account sign-in backoff", () => {
  it("doubles from 30 s after 5 failures, up to 15 minutes", () => {
    expect([1, 4, 5, 6, 7, 8, 10, 20].map(blockFor)).toEqual([
      0, 0, 30_000, 60_000, 120_000, 240_000, 900_000, 900_000,
    ]);
  });

  it("holds an account back after 5 failures from 5 addresses: the right password then answers the same 401", async () => {
    const { input, session } = await register(registerRoute);
    for (let i = 0; i < 4; i += 1)
      expect(await attempt(input.email, `wrong-${i}-password`)).toMatchObject({
        status: 401,
        body: INVALID_CREDENTIALS,
      });
    // Four failures: not yet held back.
    expect((await attempt(input.email, PASSWORD)).status).toBe(200);

    for (let i = 0; i < 5; i += 1) await attempt(input.email, `wrong-${i}-password`);
    const user = await db.user.findUniqueOrThrow({ where: { id: session.user.id } });
    expect(user.failedLoginCount).toBe(5);
    expect(user.loginBlockedUntil!.getTime() - Date.now()).toBeGreaterThan(25_000);
    const held = await attempt(input.email, PASSWORD);
    expect(held).toMatchObject({ status: 401, body: INVALID_CREDENTIALS });
    // Byte for byte what an unknown address answers (timestamps aside).
    const unknown = await attempt(uniqueEmail("nobody"), PASSWORD);
    expect({ ...held.body, timestamp: "" }).toEqual({ ...unknown.body, timestamp: "" });
    expect([...held.response.headers.keys()].sort()).toEqual([...unknown.response.headers.keys()].sort());

    // Attempts during the block count too and lengthen it.
    const longer = await db.user.findUniqueOrThrow({ where: { id: session.user.id } });
    expect(longer.failedLoginCount).toBe(6);
    expect(longer.loginBlockedUntil!.getTime() - Date.now()).toBeGreaterThan(55_000);

    // Once the block has passed, the right password signs in and the streak starts over.
    await db.user.update({ where: { id: session.user.id }, data: { loginBlockedUntil: new Date(Date.now() - 1) } });
    expect((await attempt(input.email, PASSWORD)).status).toBe(200);
    expect(
      await db.user.findUniqueOrThrow({
        where: { id: session.user.id },
        select: { failedLoginCount: true, loginBlockedUntil: true },
      }),
    ).toEqual({
      failedLoginCount: 0,
      loginBlockedUntil: null,
    });
    const audit = await db.auditLog.findMany({
      where: { teamId: session.team.id, action: { startsWith: "auth.sign" } },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.filter((entry) => entry.action === "auth.sign_in_failed")).toHaveLength(10);
    expect(audit.filter((entry) => entry.action === "auth.signed_in")).toHaveLength(2);
  });
});
