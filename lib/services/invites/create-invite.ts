import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { assertTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import { lockTeam } from "@/lib/services/teams/lock-team";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import type { AssignableRole } from "@/lib/validation/teams";
import { countTeamSeats } from "./count-team-seats";
import { generateInviteCode, inviteExpiry } from "./invite-code";
import { sendInviteEmail } from "./send-invite-email";
import { toInviteWithCodeDto } from "./to-invite-dto";

type NewInvite = {
  teamId: string;
  inviterId: string;
  email: string;
  name: string;
  role: AssignableRole;
  actor?: AuditActor;
};

/**
 * Invites someone to the team: a single-use code valid 7 days, mailed after the invite is
 * committed. Pending invites take a seat of the team_collaboration limit like members do.
 */
export async function createInvite({ teamId, inviterId, email, name, role, actor }: NewInvite) {
  const invite = await db.$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    // Counted under the team's lock: two concurrent invites cannot both take the last seat.
    await assertTeamLimit({ teamId, feature: "team_collaboration", count: await countTeamSeats({ teamId }, tx) }, tx);
    const member = await tx.user.findFirst({ where: { teamId, email }, select: { id: true } });
    if (member) {
      throw ApiError.conflict("This email belongs to a member of this team already", "CONFLICT", {
        email: "is already a member of this team",
      });
    }
    const pending = await tx.teamInvite.findFirst({
      where: { teamId, email, status: "PENDING", expiresAt: { gt: new Date() } },
      select: { id: true },
    });
    if (pending) {
      throw ApiError.conflict("An invite to this email is already pending. Resend or revoke it instead.", "CONFLICT", {
        email: "already has a pending invite to this team",
      });
    }
    const created = await tx.teamInvite.create({
      data: { teamId, inviterId, email, name, role, code: generateInviteCode(), expiresAt: inviteExpiry() },
      include: { inviter: true, team: true },
    });
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "invite.created",
        ...actor,
        targetType: "invite",
        targetId: created.id,
        details: { email, role },
      });
    return created;
  });

  // The invite stands even if the relay is down: the admin has the code in this answer to share.
  await sendInviteEmail(invite).catch((error: unknown) =>
    console.error(`Invite ${invite.id}: the invite email could not be sent`, error),
  );
  return toInviteWithCodeDto(invite);
}
