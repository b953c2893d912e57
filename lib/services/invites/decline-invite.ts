import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/services/audit/record-audit";
import { assertInvitePending } from "./assert-invite-pending";
import { findInviteByCode } from "./find-invite-by-code";

/**
 * POST /invites/decline: the holder of a code turns the invite down. It becomes REJECTED (kept in
 * the team's list, unlike a revoked one), the code stops working and its seat is free again.
 * Declining twice answers the same; an expired, used or revoked invite is 409 INVITE_NOT_PENDING.
 */
export async function declineInvite({ code, ipAddress }: { code: string; ipAddress?: string | null }) {
  const invite = await findInviteByCode(code);
  if (!invite || invite.team.isDeleted) throw ApiError.notFound("Invite not found");
  if (invite.status === "REJECTED" && !invite.isDeleted) return { status: "REJECTED" as const };
  assertInvitePending(invite);
  const declined = await db.$transaction(async (tx) => {
    // Conditional on PENDING: an accept in the same moment wins or loses, never both.
    const { count } = await tx.teamInvite.updateMany({
      where: { id: invite.id, status: "PENDING", expiresAt: { gt: new Date() } },
      data: { status: "REJECTED" },
    });
    if (count === 1) {
      await recordAudit(tx, {
        teamId: invite.teamId,
        action: "invite.declined",
        actorType: "user",
        actorId: null,
        ip: ipAddress ?? null,
        targetType: "invite",
        targetId: invite.id,
        details: { email: invite.email },
      });
    }
    return count === 1;
  });
  if (!declined) {
    const current = await findInviteByCode(code);
    if (current && current.status === "REJECTED" && !current.isDeleted) return { status: "REJECTED" as const };
    if (current) assertInvitePending(current);
    throw ApiError.conflict("This invite has already been used.", "INVITE_NOT_PENDING");
  }
  return { status: "REJECTED" as const };
}
