import { ApiError } from "@/lib/api/errors";

type InviteState = { status: "PENDING" | "ACCEPTED" | "REJECTED"; isDeleted: boolean; expiresAt: Date };

/** 409 INVITE_NOT_PENDING, saying why, unless the invite can still be accepted. */
export function assertInvitePending(invite: InviteState, now = new Date()) {
  if (invite.isDeleted) {
    throw ApiError.conflict("This invite was revoked. Ask the team for a new invite.", "INVITE_NOT_PENDING");
  }
  // REJECTED without deletion: the invitee declined it (a revoked invite is also deleted).
  if (invite.status === "REJECTED") {
    throw ApiError.conflict("This invite was declined. Ask the team for a new invite.", "INVITE_NOT_PENDING");
  }
  if (invite.status === "ACCEPTED") {
    throw ApiError.conflict("This invite has already been used.", "INVITE_NOT_PENDING");
  }
  if (invite.expiresAt <= now) {
    throw ApiError.conflict(
      `This invite expired on ${invite.expiresAt.toISOString()}. Ask the team for a new invite.`,
      "INVITE_NOT_PENDING",
    );
  }
}
