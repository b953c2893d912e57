import { describe, expect, it } from "vitest";
import { GET as meRoute } from "@/app/api/v1/auth/me/route";
import { POST as registerRoute } from "@/app/api/v1/auth/register/route";
import { GET as usersRoute } from "@/app/api/v1/auth/users/route";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { errorEnvelope, register } from "./auth-client";

async function get(
  handler: typeof meRoute,
  path: string,
  options: { token?: string; headers?: Record<string, string> },
) {
  const response = await callRoute(handler, apiRequest(path, options));
  return { status: response.status, body: await response.json() };
}

describe("GET /auth/me", () => {
  it("answers the signed-in user with the team embedded, never the password hash", async () => {
    const { session } = await register(registerRoute);
    const { status, body } = await get(meRoute, "/auth/me", { token: session.access_token });
    expect(status).toBe(200);
    expect(body).toEqual({ ...session.user, team: session.team });
    expect(body).not.toHaveProperty("passwordHash");
  });

  it("answers a member's own user", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    const { status, body } = await get(meRoute, "/auth/me", { token: member.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: member.user.id, role: "MEMBER", team: { id: team.id, name: team.name } });
  });

  it("answers an API key's team with user null", async () => {
    const { team } = await createTestTeam("Keyholders");
    const key = await createTestApiKey(team.id, ["lists:read"]);
    const { status, body } = await get(meRoute, "/auth/me", { headers: { "x-api-key": key } });
    expect(status).toBe(200);
    expect(body).toEqual({
      user: null,
      team: {
        id: team.id,
        name: "Keyholders",
        isDeleted: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it("answers 401 without a credential, and for a forged token", async () => {
    const missing = await get(meRoute, "/auth/me", {});
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(errorEnvelope("unauthorized", "INVALID_TOKEN", "Authorization header required"));
    const forged = await get(meRoute, "/auth/me", { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged" });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual(errorEnvelope("unauthorized", "INVALID_TOKEN", "Invalid or expired token"));
  });
});

describe("GET /auth/users", () => {
  it("answers a bare array of the team's users with their team, and nothing of other teams", async () => {
    const { session } = await register(registerRoute);
    const member = await addMember(session.team.id, "MEMBER");
    const { session: otherTeam } = await register(registerRoute, { teamName: "Someone Else" });

    const { status, body } = await get(usersRoute, "/auth/users", { token: session.access_token });
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((user: { id: string }) => user.id)).toEqual([session.user.id, member.user.id]);
    for (const user of body) {
      expect(user).not.toHaveProperty("passwordHash");
      expect(user.team).toEqual(session.team);
      expect(user.teamId).toBe(session.team.id);
    }
    expect(JSON.stringify(body)).not.toContain(otherTeam.user.id);
    expect(JSON.stringify(body)).not.toContain("argon2");
  });

  it("leaves out removed (soft-deleted) users", async () => {
    const { session } = await register(registerRoute);
    const member = await addMember(session.team.id, "MEMBER");
    await db.user.update({ where: { id: member.user.id }, data: { isDeleted: true } });
    const { body } = await get(usersRoute, "/auth/users", { token: session.access_token });
    expect(body.map((user: { id: string }) => user.id)).toEqual([session.user.id]);
  });

  it("is readable by members and by API keys holding users:read, and refused to keys without it", async () => {
    const { session } = await register(registerRoute);
    const member = await addMember(session.team.id, "MEMBER");
    expect((await get(usersRoute, "/auth/users", { token: member.token })).status).toBe(200);

    const reader = await createTestApiKey(session.team.id, ["users:read"]);
    const allowed = await get(usersRoute, "/auth/users", { headers: { "x-api-key": reader } });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toHaveLength(2);

    const other = await createTestApiKey(session.team.id, ["lists:read"]);
    const denied = await get(usersRoute, "/auth/users", { headers: { "x-api-key": other } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
  });

  it("lists every team's users for a SUPER_ADMIN", async () => {
    const { session: first } = await register(registerRoute);
    const { session: second } = await register(registerRoute, { teamName: "Second Team" });
    const superAdmin = await addMember(first.team.id, "SUPER_ADMIN");
    const { status, body } = await get(usersRoute, "/auth/users", { token: superAdmin.token });
    expect(status).toBe(200);
    const byId = new Map(body.map((user: { id: string; team: { id: string } }) => [user.id, user.team.id]));
    expect(byId.get(first.user.id)).toBe(first.team.id);
    expect(byId.get(second.user.id)).toBe(second.team.id);
    expect(byId.get(superAdmin.user.id)).toBe(first.team.id);
  });
});
