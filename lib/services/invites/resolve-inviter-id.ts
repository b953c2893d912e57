import { ApiError } from "@/lib/api/errors";
import type { Principal } from "@/lib/auth/principal";
import { db } from "@/lib/db";

/**
 * The user an invite is sent in the name of: the caller, or for an API key the team member who
 * created the key. A key without a current creator cannot invite anyone (422).
 */
export async function resolveInviterId(principal: Principal): Promise<string> {
  if (principal.kind === "user") return principal.userId;
  const key = await db.aPIKey.findFirst({
    where: { id: principal.apiKeyId, teamId: principal.teamId },
    select: { createdBy: { select: { id: true, teamId: true, isDeleted: true } } },
  });
  const creator = key?.createdBy;
  if (!creator || creator.isDeleted || creator.teamId !== principal.teamId) {
    throw ApiError.unprocessable(
      "Invites are sent in a team member's name, and this API key has no current member as its creator. Use a key created by a team member, or a user's access token.",
    );
  }
  return creator.id;
}
