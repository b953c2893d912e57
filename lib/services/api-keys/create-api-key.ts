import { generateApiKey } from "@/lib/auth/api-key-secret";
import type { Permission } from "@/lib/auth/permissions";
import type { Transaction } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { createWithinTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import type { CreateApiKeyBody } from "@/lib/validation/api-keys";
import { grantPermissions } from "./grant-permissions";
import { apiKeyInclude, toApiKeyDto } from "./to-api-key-dto";

type CreateApiKeyInput = CreateApiKeyBody & {
  teamId: string;
  /** The user creating the key; null when an API key creates it. */
  createdById: string | null;
  grantorPermissions: ReadonlySet<Permission>;
  actor?: AuditActor;
};

/**
 * A new key holding `permissions` (a subset of the grantor's), within the plan's cap on active
 * keys. Answers the plaintext key this once; only its SHA-256 is stored.
 */
export async function createApiKey({
  teamId,
  createdById,
  grantorPermissions,
  name,
  permissions,
  expiresAt,
  actor,
}: CreateApiKeyInput) {
  const resourcePermissionIds = await grantPermissions(grantorPermissions, permissions);
  // Expired keys no longer work, so they do not count against the plan (revoked ones are soft-deleted).
  const activeKeys = (tx: Transaction) =>
    tx.aPIKey.count({ where: { teamId, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] } });
  const { key, keyHash, keyPrefix } = generateApiKey();
  const insert = (tx: Transaction) =>
    tx.aPIKey.create({
      data: {
        teamId,
        name,
        keyHash,
        keyPrefix,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
        createdById,
        permissions: { create: resourcePermissionIds.map((resourcePermissionId) => ({ resourcePermissionId })) },
      },
      include: apiKeyInclude,
    });
  const create = async (tx: Transaction) => {
    const created = await insert(tx);
    if (actor) {
      await recordAudit(tx, {
        teamId,
        action: "api_key.created",
        ...actor,
        targetType: "api_key",
        targetId: created.id,
        details: { name, permissions, keyPrefix },
      });
    }
    return created;
  };
  const row = await createWithinTeamLimit({ teamId, feature: "api_access", count: activeKeys }, create);
  return { ...toApiKeyDto(row), key };
}
