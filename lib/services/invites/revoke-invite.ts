import { ApiError } from "@/lib/api/errors";
import { audited, type AuditActor } from "@/lib/services/audit/record-audit";
import { getInviteOrThrow } from "./get-invite";
import { inviteWithInviter, toInviteDto } from "./to-invite-dto";

const notPending = () =>
  ApiError.conflict("Only pending invites can be revoked; this one has already been accepted.", "INVITE_NOT_PENDING");

/** Revokes a pending invite: its code stops working and it leaves the list (status REJECTED, deleted). */
export async function revokeInvite({ teamId, id, actor }: { teamId: string; id: string; actor?: AuditActor }) {
  // Conditional on PENDING, so an invite accepted a moment ago is not revoked after the fact.
  const revoked = await audited(
    actor,
    async (tx) => {
      const { count } = await tx.teamInvite.updateMany({
        where: { id, teamId, status: "PENDING" },
        data: { status: "REJECTED", isDeleted: true },
      });
      return count === 1
        ? tx.teamInvite.findFirstOrThrow({ where: { id, teamId, isDeleted: true }, include: inviteWithInviter })
        : null;
    },
    (invite) =>
      invite
        ? { teamId, action: "invite.revoked", targetType: "invite", targetId: id, details: { email: invite.email } }
        : null,
  );
  if (!revoked) {
    await getInviteOrThrow({ teamId, id });
    throw notPending();
  }
  return toInviteDto(revoked);
}
