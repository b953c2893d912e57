import type { Prisma } from "@/lib/generated/prisma/client";
import { toUserDto } from "@/lib/services/users/to-user-dto";

export const inviteWithInviter = { inviter: true } satisfies Prisma.TeamInviteInclude;

type InviteRow = Prisma.TeamInviteGetPayload<{ include: typeof inviteWithInviter }>;

/** An invite as lists and reads show it: the code stays out, it is a credential to join the team. */
export function toInviteDto({ code: _code, inviter, team: _team, ...invite }: InviteRow & { team?: unknown }) {
  return { ...invite, inviter: toUserDto(inviter) };
}

/** The invite with its code, for the admin who just created or resent it (docs/contract.md section 12). */
export function toInviteWithCodeDto(invite: InviteRow) {
  return { ...toInviteDto(invite), code: invite.code };
}
