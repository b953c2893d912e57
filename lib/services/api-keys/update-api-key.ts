import type { Permission } from "@/lib/auth/permissions";
import { audited, type AuditActor } from "@/lib/services/audit/record-audit";
import type { UpdateApiKeyBody } from "@/lib/validation/api-keys";
import { rethrowAsNotFound } from "./get-api-key";
import { grantPermissions } from "./grant-permissions";
import { apiKeyInclude, toApiKeyDto } from "./to-api-key-dto";

type UpdateApiKeyInput = UpdateApiKeyBody & {
  teamId: string;
  id: string;
  grantorPermissions: ReadonlySet<Permission>;
  actor?: AuditActor;
};

/** Renames a key and/or replaces its permissions (same subset rule as creation); takes effect on its next request. */
export async function updateApiKey({ teamId, id, grantorPermissions, name, permissions, actor }: UpdateApiKeyInput) {
  const resourcePermissionIds = permissions ? await grantPermissions(grantorPermissions, permissions) : undefined;
  const row = await audited(
    actor,
    (tx) =>
      tx.aPIKey.update({
        where: { id, teamId },
        data: {
          name,
          // Set by hand: a permissions-only change touches no column of the key row itself.
          updatedAt: new Date(),
          // Join rows are replaced outright (not soft-deleted) so a permission can be granted again later.
          ...(resourcePermissionIds && {
            permissions: {
              deleteMany: {},
              create: resourcePermissionIds.map((resourcePermissionId) => ({ resourcePermissionId })),
            },
          }),
        },
        include: apiKeyInclude,
      }),
    (key) => ({
      teamId,
      action: "api_key.updated",
      targetType: "api_key",
      targetId: key.id,
      details: { name: key.name, ...(permissions ? { permissions } : {}) },
    }),
  ).catch(rethrowAsNotFound);
  return toApiKeyDto(row);
}
