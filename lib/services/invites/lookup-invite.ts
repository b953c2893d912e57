import { ApiError } from "@/lib/api/errors";
import { findInviteByCode } from "./find-invite-by-code";
import { personName } from "./person-name";

/** What the accept page shows to the holder of an invite code: who invites whom, where, until when. */
export async function lookupInvite({ code }: { code: string }) {
  const invite = await findInviteByCode(code);
  if (!invite || invite.team.isDeleted) throw ApiError.notFound("Invite not found");
  const status = invite.isDeleted ? "REJECTED" : invite.status;
  return {
    email: invite.email,
    name: invite.name,
    role: invite.role,
    teamName: invite.team.name,
    inviterName: personName(invite.inviter),
    expiresAt: invite.expiresAt,
    status,
    expired: status === "PENDING" && invite.expiresAt <= new Date(),
    declined: invite.status === "REJECTED" && !invite.isDeleted,
  };
}
