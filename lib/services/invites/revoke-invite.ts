import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { getInviteOrThrow } from "./get-invite";
import { inviteWithInviter, toInviteDto } from "./to-invite-dto";

/** Revokes a pending invite: its code stops working and it leaves the list (status REJECTED, deleted). */
export async function revokeInvite({ teamId, id }: { teamId: string; id: string }) {
  // Conditional on PENDING, so an invite accepted a moment ago is not revoked after the fact.
  const { count } = await db.teamInvite.updateMany({ where: { id, teamId, status: "PENDING" }, data: { status: "REJECTED", isDeleted: true } });
  if (count === 0) {
    await getInviteOrThrow({ teamId, id });
    throw ApiError.conflict("Only pending invites can be revoked; this one has already been accepted.", "INVITE_NOT_PENDING");
  }
  const revoked = await db.teamInvite.findFirstOrThrow({ where: { id, teamId, isDeleted: true }, include: inviteWithInviter });
  return toInviteDto(revoked);
}
