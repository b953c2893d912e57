import { ALL_PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { liveOnly } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** What every API key read loads: its live permission rows with their resource names. */
export const apiKeyInclude = {
  permissions: {
    where: liveOnly,
    select: { resourcePermission: { select: { resource: { select: { name: true, action: true } } } } },
  },
} satisfies Prisma.APIKeyInclude;

export type ApiKeyRow = Prisma.APIKeyGetPayload<{ include: typeof apiKeyInclude }>;

/**
 * An API key as the API shows it. Fields are listed one by one so that the hash (and any column
 * added later) can never leak; permissions come out as strings in a stable order.
 */
export function toApiKeyDto(row: ApiKeyRow) {
  const granted = new Set(
    row.permissions.map(({ resourcePermission: { resource } }) => `${resource.name}:${resource.action}`),
  );
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    keyPrefix: row.keyPrefix,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    permissions: ALL_PERMISSIONS.filter((permission): permission is Permission => granted.has(permission)),
    createdById: row.createdById,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
