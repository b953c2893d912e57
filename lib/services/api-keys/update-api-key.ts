import type { Permission } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import type { UpdateApiKeyBody } from "@/lib/validation/api-keys";
import { rethrowAsNotFound } from "./get-api-key";
import { grantPermissions } from "./grant-permissions";
import { apiKeyInclude, toApiKeyDto } from "./to-api-key-dto";

type UpdateApiKeyInput = UpdateApiKeyBody & { teamId: string; id: string; grantorPermissions: ReadonlySet<Permission> };

/** Renames a key and/or replaces its permissions (same subset rule as creation); takes effect on its next request. */
export async function updateApiKey({ teamId, id, grantorPermissions, name, permissions }: UpdateApiKeyInput) {
  const resourcePermissionIds = permissions ? await grantPermissions(grantorPermissions, permissions) : undefined;
  const row = await db.aPIKey
    .update({
      where: { id, teamId },
      data: {
        name,
        // Set by hand: a permissions-only change touches no column of the key row itself.
        updatedAt: new Date(),
        // Join rows are replaced outright (not soft-deleted) so a permission can be granted again later.
        ...(resourcePermissionIds && {
          permissions: { deleteMany: {}, create: resourcePermissionIds.map((resourcePermissionId) => ({ resourcePermissionId })) },
        }),
      },
      include: apiKeyInclude,
    })
    .catch(rethrowAsNotFound);
  return toApiKeyDto(row);
}
