import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { inviteExpiry } from "./invite-code";
import { getInviteOrThrow } from "./get-invite";
import { sendInviteEmail } from "./send-invite-email";
import { toInviteWithCodeDto } from "./to-invite-dto";

/**
 * Mails a pending invite again with the same code, valid for another 7 days from now (also
 * reviving an expired one). Mail is the point of this call, so a refused send answers 502.
 */
export async function resendInvite({ teamId, id }: { teamId: string; id: string }) {
  const invite = await getInviteOrThrow({ teamId, id });
  if (invite.status !== "PENDING") {
    throw ApiError.conflict(
      "Only pending invites can be resent; this one has already been accepted.",
      "INVITE_NOT_PENDING",
    );
  }
  const { count } = await db.teamInvite.updateMany({
    where: { id, teamId, status: "PENDING" },
    data: { expiresAt: inviteExpiry() },
  });
  if (count === 0)
    throw ApiError.conflict("This invite was accepted or revoked in the meantime.", "INVITE_NOT_PENDING");
  const renewed = await db.teamInvite.findFirstOrThrow({
    where: { id, teamId },
    include: { inviter: true, team: true },
  });
  try {
    await sendInviteEmail(renewed);
  } catch (error) {
    console.error(`Invite ${id}: the invite email could not be resent`, error);
    throw new ApiError(
      502,
      "bad_gateway",
      "MAIL_DELIVERY_FAILED",
      "The invite email could not be sent. Try again later, or share the invite link yourself.",
    );
  }
  return toInviteWithCodeDto(renewed);
}
