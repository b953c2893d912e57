import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { InviteStatus } from "@/lib/generated/prisma/enums";
import { inviteWithInviter, toInviteDto } from "./to-invite-dto";

type InvitesFilter = Pagination & { teamId: string; status?: InviteStatus; q?: string };

/** The team's invites, newest first. Revoked invites are deleted and do not appear. */
export async function listInvites({ teamId, status, q, ...pagination }: InvitesFilter) {
  const where: Prisma.TeamInviteWhereInput = {
    teamId,
    ...(status ? { status } : {}),
    ...(q
      ? { OR: [{ email: { contains: q, mode: "insensitive" } }, { name: { contains: q, mode: "insensitive" } }] }
      : {}),
  };
  const [invites, total] = await Promise.all([
    db.teamInvite.findMany({
      where,
      include: inviteWithInviter,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageArgs(pagination),
    }),
    db.teamInvite.count({ where }),
  ]);
  return paginated(invites.map(toInviteDto), total, pagination);
}
