import { permissionsForRole } from "@/lib/auth/permissions";
import type { Transaction } from "@/lib/db";
import type { UserRole } from "@/lib/generated/prisma/enums";

/** Makes the user's UserPermission rows match their role (docs/contract.md section 4). */
export async function syncUserPermissions(tx: Transaction, userId: string, role: UserRole) {
  const granted = permissionsForRole(role).map((permission) => {
    const [name, action] = permission.split(":");
    return { name, action };
  });
  const resourcePermissions = await tx.resourcePermission.findMany({
    where: { scope: "team", resource: { OR: granted } },
    select: { id: true },
  });
  await tx.userPermission.deleteMany({ where: { userId } });
  await tx.userPermission.createMany({
    data: resourcePermissions.map(({ id }) => ({ userId, resourcePermissionId: id })),
  });
}
