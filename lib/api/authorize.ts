import type { Permission } from "@/lib/auth/permissions";
import type { Principal } from "@/lib/auth/principal";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { assertTeamFeature } from "@/lib/services/subscriptions/assert-team-feature";
import { ApiError } from "./errors";

export function assertPermission(principal: Principal, permission: Permission | undefined) {
  if (permission && !principal.permissions.has(permission)) throw ApiError.forbidden();
}

export async function assertFeature(principal: Principal, feature: ProductFeature | undefined) {
  if (feature) await assertTeamFeature({ teamId: principal.teamId, feature });
}
