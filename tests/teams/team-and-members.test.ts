import { describe, expect, it } from "vitest";
import { GET as getTeam, PATCH as patchTeam, PUT as putTeam } from "@/app/api/v1/teams/current/route";
import { GET as listMembers } from "@/app/api/v1/teams/current/members/route";
import { DELETE as removeMember, PATCH as patchMember } from "@/app/api/v1/teams/current/members/[userId]/route";
import { POST as createInvite } from "@/app/api/v1/invites/route";
import { ALL_PERMISSIONS, permissionsForRole } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { issueSession } from "@/lib/services/auth/issue-session";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { call, errorEnvelope, uniqueEmail } from "./team-client";

const INVALID_BODY = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);
const FORBIDDEN = errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource");

const memberPath = (userId: string) => `/teams/current/members/${userId}`;
const setRole = (token: string, userId: string, role: unknown) =>
  call(patchMember, memberPath(userId), { method: "PATCH", json: { role }, token, params: { userId } });
const remove = (token: string, userId: string) =>
  call(removeMember, memberPath(userId), { method: "DELETE", token, params: { userId } });
const permissionRows = (userId: string) => db.userPermission.count({ where: { userId } });

describe("/teams/current", () => {
  it("answers the caller's team with its member count", async () => {
    const { team, token } = await createTestTeam("Northwind Mail");
    await addMember(team.id);
    const { status, body } = await call(getTeam, "/teams/current", { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: team.id,
      name: "Northwind Mail",
      isDeleted: false,
      createdAt: team.createdAt.toISOString(),
      updatedAt: expect.any(String),
      memberCount: 2,
    });
  });

  it("renames the team (PATCH and PUT); a dashboard name equal to the old name follows, a custom one stays", async () => {
    const { team, token } = await createTestTeam("Old Name");
    const initial = await db.teamSettings.findUniqueOrThrow({
      where: { teamId: team.id },
      include: { branding: true },
    });
    expect(initial.branding?.dashboardName).toBeNull();
    await db.branding.update({ where: { id: initial.brandingSettingsId! }, data: { dashboardName: "Old Name" } });
    const renamed = await call(patchTeam, "/teams/current", { method: "PATCH", json: { name: "  New Name  " }, token });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: team.id, name: "New Name", memberCount: 1 });
    const settings = await db.teamSettings.findUniqueOrThrow({
      where: { teamId: team.id },
      include: { branding: true },
    });
    expect(settings.branding?.dashboardName).toBe("New Name");

    await db.branding.update({ where: { id: settings.brandingSettingsId! }, data: { dashboardName: "Custom Header" } });
    const viaPut = await call(putTeam, "/teams/current", { method: "PUT", json: { name: "Newer Name" }, token });
    expect(viaPut.status).toBe(200);
    expect(viaPut.body.name).toBe("Newer Name");
    const branding = await db.branding.findUniqueOrThrow({ where: { id: settings.brandingSettingsId! } });
    expect(branding.dashboardName).toBe("Custom Header");
  });

  it("refuses a team name of 1 character with field details", async () => {
    const { team, token } = await createTestTeam("Keep Me");
    const { status, body } = await call(patchTeam, "/teams/current", { method: "PATCH", json: { name: "A" }, token });
    expect(status).toBe(400);
    expect(body).toEqual(INVALID_BODY({ name: "must be at least 2 characters" }));
    expect((await db.team.findUniqueOrThrow({ where: { id: team.id } })).name).toBe("Keep Me");
  });

  it("lets a MEMBER read the team but not rename it", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    expect((await call(getTeam, "/teams/current", { token: member.token })).status).toBe(200);
    const { status, body } = await call(patchTeam, "/teams/current", {
      method: "PATCH",
      json: { name: "Hijacked" },
      token: member.token,
    });
    expect(status).toBe(403);
    expect(body).toEqual(FORBIDDEN);
  });
});

describe("GET /teams/current/members", () => {
  it("pages through the team's users only, without password hashes", async () => {
    const { team, user: owner, token } = await createTestTeam();
    const member = await addMember(team.id);
    const stranger = await createTestTeam("Other Team");

    const all = await call(listMembers, "/teams/current/members", { token });
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 2 });
    expect(all.body.data.map((user: { id: string }) => user.id)).toEqual([owner.id, member.user.id]);
    expect(all.body.data.map((user: { id: string }) => user.id)).not.toContain(stranger.user.id);
    expect(all.body.data[0]).not.toHaveProperty("passwordHash");
    expect(all.body.data[0]).toMatchObject({ email: owner.email, role: "ADMIN", teamId: team.id });

    const secondPage = await call(listMembers, "/teams/current/members?page=2&limit=1", { token });
    expect(secondPage.body).toEqual({
      data: [expect.objectContaining({ id: member.user.id })],
      pagination: { page: 2, limit: 1, total: 2 },
    });

    const admins = await call(listMembers, "/teams/current/members?role=ADMIN", { token });
    expect(admins.body.data.map((user: { id: string }) => user.id)).toEqual([owner.id]);
  });
});

describe("PATCH /teams/current/members/{userId}", () => {
  it("changes the role and re-syncs the permission rows", async () => {
    const { team, token } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");

    const promoted = await setRole(token, member.user.id, "ADMIN");
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: member.user.id, role: "ADMIN" });
    expect(promoted.body).not.toHaveProperty("passwordHash");
    expect(await permissionRows(member.user.id)).toBe(ALL_PERMISSIONS.length);

    const demoted = await setRole(token, member.user.id, "MEMBER");
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe("MEMBER");
    expect(await permissionRows(member.user.id)).toBe(permissionsForRole("MEMBER").length);
    expect(permissionsForRole("MEMBER").length).toBeLessThan(ALL_PERMISSIONS.length);
  });

  it("takes effect on a demoted admin's existing token and trims the keys they created", async () => {
    const { team, token } = await createTestTeam();
    const admin = await addMember(team.id, "ADMIN");
    const key = await createTestApiKey(team.id, ["invites:write", "lists:read"]);
    await db.aPIKey.updateMany({ where: { teamId: team.id }, data: { createdById: admin.user.id } });

    expect((await setRole(token, admin.user.id, "MEMBER")).status).toBe(200);

    const invite = { email: uniqueEmail(), name: "Grace Hopper" };
    // docs/contract.md section 18: a role change revokes the member's earlier access tokens outright.
    const withOldToken = await call(createInvite, "/invites", { method: "POST", json: invite, token: admin.token });
    expect(withOldToken.status).toBe(401);
    expect(withOldToken.body).toEqual(errorEnvelope("unauthorized", "INVALID_TOKEN", "Invalid or expired token"));
    // A token issued after the change (what a refresh answers) carries the MEMBER role.
    const renewed = (await issueSession(await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })))
      .access_token;
    const withNewToken = await call(createInvite, "/invites", { method: "POST", json: invite, token: renewed });
    expect(withNewToken.status).toBe(403);
    expect(withNewToken.body).toEqual(FORBIDDEN);
    const keyPermissions = await db.aPIKeyPermission.findMany({
      where: { key: { teamId: team.id } },
      select: { resourcePermission: { select: { resource: { select: { name: true, action: true } } } } },
    });
    expect(keyPermissions.map(({ resourcePermission: { resource } }) => `${resource.name}:${resource.action}`)).toEqual(
      ["lists:read"],
    );
    const withKey = await call(createInvite, "/invites", {
      method: "POST",
      json: invite,
      headers: { "x-api-key": key },
    });
    expect(withKey.status).toBe(403);
  });

  it("refuses an unknown role and SUPER_ADMIN with field details", async () => {
    const { team, token } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");

    const unknown = await setRole(token, member.user.id, "OWNER");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(INVALID_BODY({ role: "must be ADMIN or MEMBER" }));

    const superAdmin = await setRole(token, member.user.id, "SUPER_ADMIN");
    expect(superAdmin.status).toBe(400);
    expect(superAdmin.body).toEqual(INVALID_BODY({ role: "SUPER_ADMIN cannot be assigned through the API" }));

    const missing = await call(patchMember, memberPath(member.user.id), {
      method: "PATCH",
      json: {},
      token,
      params: { userId: member.user.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(INVALID_BODY({ role: "is required" }));
    expect((await db.user.findUniqueOrThrow({ where: { id: member.user.id } })).role).toBe("MEMBER");
  });

  it("will not demote the team's last admin, even themselves", async () => {
    const { team, user: owner, token } = await createTestTeam();
    const lastAdmin = errorEnvelope(
      "conflict",
      "LAST_ADMIN",
      "This user is the team's last admin and cannot be demoted. Make another member an admin first.",
    );
    const { status, body } = await setRole(token, owner.id, "MEMBER");
    expect(status).toBe(409);
    expect(body).toEqual(lastAdmin);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.id } })).role).toBe("ADMIN");

    const second = await addMember(team.id, "ADMIN");
    expect((await setRole(token, owner.id, "MEMBER")).status).toBe(200);
    // Now the second admin is the last one.
    const again = await setRole(second.token, second.user.id, "MEMBER");
    expect(again.status).toBe(409);
    expect(again.body).toEqual(lastAdmin);
  });

  it("answers 404 for a user of another team and 403 to a MEMBER", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam("Other Team");
    const { status, body } = await setRole(token, other.user.id, "MEMBER");
    expect(status).toBe(404);
    expect(body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "User not found in this team"));
    expect((await db.user.findUniqueOrThrow({ where: { id: other.user.id } })).role).toBe("ADMIN");

    const member = await addMember(other.team.id, "MEMBER");
    const denied = await setRole(member.token, member.user.id, "ADMIN");
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(FORBIDDEN);
  });

  it("leaves a super admin alone", async () => {
    const { team, token } = await createTestTeam();
    const operator = await addMember(team.id, "SUPER_ADMIN");
    const { status, body } = await setRole(token, operator.user.id, "MEMBER");
    expect(status).toBe(403);
    expect(body).toEqual(
      errorEnvelope(
        "forbidden",
        "INSUFFICIENT_PERMISSIONS",
        "A super admin's role and membership are managed by the operator, not through the API",
      ),
    );
  });
});

describe("DELETE /teams/current/members/{userId}", () => {
  it("removes the member: their token fails at once and their refresh tokens are revoked", async () => {
    const { team, token } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    await issueSession(member.user);
    await issueSession(member.user);
    expect((await call(getTeam, "/teams/current", { token: member.token })).status).toBe(200);

    const { status, body } = await remove(token, member.user.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: member.user.id, email: member.user.email, isDeleted: true });
    expect(body).not.toHaveProperty("passwordHash");

    const after = await call(getTeam, "/teams/current", { token: member.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(errorEnvelope("unauthorized", "INVALID_TOKEN", "Invalid or expired token"));
    const refreshTokens = await db.refreshToken.findMany({ where: { userId: member.user.id } });
    expect(refreshTokens).toHaveLength(2);
    expect(refreshTokens.every((row) => row.revokedAt !== null)).toBe(true);

    const listed = await call(listMembers, "/teams/current/members", { token });
    expect(listed.body.pagination.total).toBe(1);
    expect((await remove(token, member.user.id)).status).toBe(404);
  });

  it("will not remove the last admin, not even at their own request", async () => {
    const { user: owner, token } = await createTestTeam();
    const { status, body } = await remove(token, owner.id);
    expect(status).toBe(409);
    expect(body).toEqual(
      errorEnvelope(
        "conflict",
        "LAST_ADMIN",
        "This user is the team's last admin and cannot be removed. Make another member an admin first.",
      ),
    );
    expect((await call(getTeam, "/teams/current", { token })).status).toBe(200);
  });

  it("lets an admin leave when another admin remains, and answers 404 across teams", async () => {
    const { team, user: owner, token } = await createTestTeam();
    await addMember(team.id, "ADMIN");
    expect((await remove(token, owner.id)).status).toBe(200);

    const other = await createTestTeam("Other Team");
    const otherMember = await addMember(team.id, "MEMBER");
    const crossTeam = await remove(other.token, otherMember.user.id);
    expect(crossTeam.status).toBe(404);
    expect(crossTeam.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "User not found in this team"));
    expect(await db.user.count({ where: { id: otherMember.user.id } })).toBe(1);
  });

  it("is refused to a MEMBER", async () => {
    const { team, user: owner } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    const { status, body } = await remove(member.token, owner.id);
    expect(status).toBe(403);
    expect(body).toEqual(FORBIDDEN);
  });
});
