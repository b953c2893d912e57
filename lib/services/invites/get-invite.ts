import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { inviteWithInviter } from "./to-invite-dto";

export async function getInviteOrThrow({ teamId, id }: { teamId: string; id: string }) {
  const invite = await db.teamInvite.findFirst({ where: { id, teamId }, include: inviteWithInviter });
  if (!invite) throw ApiError.notFound("Invite not found");
  return invite;
}
