import { ApiError } from "@/lib/api/errors";
import type { Permission } from "@/lib/auth/permissions";
import { db } from "@/lib/db";

/**
 * The ResourcePermission ids for a key's permissions, after checking the grantor holds every one
 * of them (a key is a subset of its creator's rights): 403 naming the ones that are missing.
 */
export async function grantPermissions(
  grantor: ReadonlySet<Permission>,
  requested: readonly Permission[],
): Promise<string[]> {
  const wanted = [...new Set(requested)];
  const missing = wanted.filter((permission) => !grantor.has(permission));
  if (missing.length > 0)
    throw ApiError.forbidden(`You cannot grant permissions you do not hold: ${missing.join(", ")}`);

  const rows = await db.resourcePermission.findMany({
    where: {
      scope: "team",
      resource: {
        OR: wanted.map((permission) => ({ name: permission.split(":")[0], action: permission.split(":")[1] })),
      },
    },
    select: { id: true },
  });
  // The seed writes one row per permission; fewer means the database was not seeded.
  if (rows.length !== wanted.length) throw new Error(`Permission rows missing for ${wanted.join(", ")}: run the seed`);
  return rows.map(({ id }) => id);
}
