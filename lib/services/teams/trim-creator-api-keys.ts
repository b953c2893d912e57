import { permissionsForRole } from "@/lib/auth/permissions";
import type { Transaction } from "@/lib/db";
import type { UserRole } from "@/lib/generated/prisma/enums";

/**
 * A key holds a subset of its creator's permissions (docs/contract.md section 4). When the creator is
 * demoted, their keys lose what the new role does not grant, so a demotion cannot be sidestepped
 * with a key minted the day before.
 */
export async function trimCreatorApiKeys(
  tx: Transaction,
  { teamId, userId, role }: { teamId: string; userId: string; role: UserRole },
) {
  const granted = permissionsForRole(role).map((permission) => {
    const [name, action] = permission.split(":");
    return { name, action };
  });
  await tx.aPIKeyPermission.deleteMany({
    where: { key: { teamId, createdById: userId }, resourcePermission: { resource: { NOT: { OR: granted } } } },
  });
}
