import { ApiError } from "@/lib/api/errors";
import { hashPassword, MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { issueSession } from "@/lib/services/auth/issue-session";
import { assertTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import { recordUserAudit } from "@/lib/services/audit/record-audit";
import { lockTeam } from "@/lib/services/teams/lock-team";
import { syncUserPermissions } from "@/lib/services/users/sync-user-permissions";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { assertInvitePending } from "./assert-invite-pending";
import { evenIfDeleted, findInviteByCode } from "./find-invite-by-code";

type Acceptance = {
  code: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  userAgent?: string | null;
  ipAddress?: string | null;
};

const ACCOUNT_IN_OTHER_TEAM =
  "An account with this email already belongs to another team. A Sendwell account belongs to one team: sign in to that account, or ask to be invited under another email.";

/** "Ada Lovelace" -> first "Ada", last "Lovelace": the invite's name fills what the form left out. */
function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(" ") : null };
}

/**
 * Joins the inviting team with the invite's role: creates the account (or brings back one that was
 * removed earlier, since an email names one account for good), marks the invite used and signs the
 * new member in. Someone who already has a live account cannot accept (409): a user has one team.
 */
export async function acceptInvite({ code, password, firstName, lastName, userAgent, ipAddress }: Acceptance) {
  const invite = await findInviteByCode(code);
  if (!invite || invite.team.isDeleted) throw ApiError.notFound("Invite not found");
  assertInvitePending(invite);

  const existing = await db.user.findUnique({ where: { email: invite.email, ...evenIfDeleted } });
  if (existing && !existing.isDeleted) {
    if (existing.teamId === invite.teamId)
      throw ApiError.conflict("You are already a member of this team. Sign in instead.", "ALREADY_MEMBER");
    throw ApiError.conflict(ACCOUNT_IN_OTHER_TEAM, "EMAIL_IN_OTHER_TEAM");
  }
  if (!password) {
    throw ApiError.validation("Invalid body", {
      password: `is required to create your account (at least ${MIN_PASSWORD_LENGTH} characters)`,
    });
  }
  const passwordHash = await hashPassword(password);
  const fromInvite = splitName(invite.name);

  try {
    return await db.$transaction(async (tx) => {
      await lockTeam(tx, invite.teamId);
      await assertTeamLimit(
        {
          teamId: invite.teamId,
          feature: "team_collaboration",
          count: await tx.user.count({ where: { teamId: invite.teamId } }),
        },
        tx,
      );
      const now = new Date();
      // Claiming the invite conditionally makes the code single-use even under concurrent accepts.
      const claimed = await tx.teamInvite.updateMany({
        where: { id: invite.id, status: "PENDING", expiresAt: { gt: now } },
        data: { status: "ACCEPTED", acceptedAt: now },
      });
      if (claimed.count !== 1) {
        const current = await tx.teamInvite.findFirst({ where: { id: invite.id, ...evenIfDeleted } });
        if (current) assertInvitePending(current, now);
        throw ApiError.conflict("This invite has already been used.", "INVITE_NOT_PENDING");
      }
      const profile = {
        teamId: invite.teamId,
        role: invite.role,
        passwordHash,
        firstName: firstName ?? fromInvite.firstName,
        lastName: lastName ?? fromInvite.lastName,
        provider: "local",
        providerId: null,
        providerData: Prisma.DbNull,
        emailVerifiedAt: now,
        lastLoginAt: now,
      };
      const user = existing
        ? await tx.user.update({ where: { id: existing.id, isDeleted: true }, data: { ...profile, isDeleted: false } })
        : await tx.user.create({ data: { email: invite.email, ...profile } });
      await syncUserPermissions(tx, user.id, user.role);
      await recordUserAudit(tx, { id: user.id, teamId: invite.teamId }, "member.joined", ipAddress, {
        email: user.email,
        role: user.role,
        inviteId: invite.id,
      });
      const tokens = await issueSession(user, { tx, userAgent, ipAddress });
      const { id, name, isDeleted, createdAt, updatedAt } = invite.team;
      return { user: toUserDto(user), team: { id, name, isDeleted, createdAt, updatedAt }, ...tokens };
    });
  } catch (error) {
    // Another sign-up took the email between the check above and the insert.
    if (isUniqueViolation(error)) throw ApiError.conflict(ACCOUNT_IN_OTHER_TEAM, "EMAIL_IN_OTHER_TEAM");
    throw error;
  }
}
