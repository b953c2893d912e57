import { ApiError } from "@/lib/api/errors";
import type { Transaction } from "@/lib/db";
import type { UserRole } from "@/lib/generated/prisma/enums";

const ADMIN_ROLES: UserRole[] = ["ADMIN", "SUPER_ADMIN"];

/** 409 LAST_ADMIN when taking `member` out of the admins would leave the team with none. */
export async function assertNotLastAdmin(
  tx: Transaction,
  member: { id: string; teamId: string; role: UserRole },
  change: "demote" | "remove",
) {
  if (!ADMIN_ROLES.includes(member.role)) return;
  const otherAdmins = await tx.user.count({
    where: { teamId: member.teamId, role: { in: ADMIN_ROLES }, id: { not: member.id } },
  });
  if (otherAdmins > 0) return;
  const action = change === "demote" ? "demoted" : "removed";
  throw ApiError.conflict(
    `This user is the team's last admin and cannot be ${action}. Make another member an admin first.`,
    "LAST_ADMIN",
  );
}
