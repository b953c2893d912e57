import { randomUUID } from "node:crypto";
import { generateApiKey } from "@/lib/auth/api-key-secret";
import { signAccessToken } from "@/lib/auth/jwt";
import { permissionsForRole, type Permission } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import type { UserRole } from "@/lib/generated/prisma/enums";
import { createTeamWithOwner } from "@/lib/services/teams/create-team-with-owner";

/** A fresh team with an ADMIN owner (through the same service sign-up uses) and its token. */
export async function createTestTeam(name = "Acme Marketing") {
  const { team, user } = await createTeamWithOwner({
    teamName: name,
    email: `owner-${randomUUID()}@example.com`,
    password: "correct-horse-battery",
  });
  return { team, user, token: await tokenFor(user.id, team.id, "ADMIN") };
}

export async function addMember(teamId: string, role: UserRole = "MEMBER") {
  const user = await db.user.create({ data: { teamId, email: `member-${randomUUID()}@example.com`, role } });
  return { user, token: await tokenFor(user.id, teamId, role) };
}

/** An access token of version 0 (a user whose sessions were never revoked). */
export function tokenFor(userId: string, teamId: string, role: UserRole) {
  return signAccessToken({ sub: userId, team_id: teamId, role, permissions: permissionsForRole(role), ver: 0 });
}

/** An API key row holding exactly `permissions`; answers the plaintext key. */
export async function createTestApiKey(teamId: string, permissions: Permission[], expiresAt?: Date) {
  const { key, keyHash, keyPrefix } = generateApiKey();
  const resourcePermissions = await db.resourcePermission.findMany({
    where: {
      scope: "team",
      resource: { OR: permissions.map((p) => ({ name: p.split(":")[0], action: p.split(":")[1] })) },
    },
  });
  await db.aPIKey.create({
    data: {
      teamId,
      name: "test key",
      keyHash,
      keyPrefix,
      expiresAt,
      permissions: { create: resourcePermissions.map(({ id }) => ({ resourcePermissionId: id })) },
    },
  });
  return key;
}
