import { pageArgs, paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { UserRole } from "@/lib/generated/prisma/enums";
import { toUserDto } from "@/lib/services/users/to-user-dto";

type MembersFilter = Pagination & { teamId: string; q?: string; role?: UserRole };

/** The team's users, oldest first, optionally searched by email or name and filtered by role. */
export async function listTeamMembers({ teamId, q, role, ...pagination }: MembersFilter) {
  const where: Prisma.UserWhereInput = {
    teamId,
    ...(role ? { role } : {}),
    ...(q
      ? {
          OR: [
            { email: { contains: q, mode: "insensitive" } },
            { firstName: { contains: q, mode: "insensitive" } },
            { lastName: { contains: q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [users, total] = await Promise.all([
    db.user.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageArgs(pagination) }),
    db.user.count({ where }),
  ]);
  return paginated(users.map(toUserDto), total, pagination);
}
