import type { Permission } from "@/lib/auth/permissions";
import type { Principal } from "@/lib/auth/principal";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { assertTeamFeature } from "@/lib/billing/assert-team-feature";
import { ApiError } from "./errors";

export function assertPermission(principal: Principal, permission: Permission | undefined) {
  if (permission && !principal.permissions.has(permission)) throw ApiError.forbidden();
}

// Features whose value is the reading itself: the report is what the plan sells.
const FEATURES_THAT_GATE_READS = new Set<ProductFeature>(["advanced_analytics"]);

/**
 * 403 PLAN_FEATURE_DISABLED when the plan lacks the route's feature. Reads (GET, HEAD) of what a
 * team already has stay open after a downgrade (docs/contract.md section 15: data stays readable but cannot
 * grow), except for features that are themselves a report.
 */
export async function assertFeature(principal: Principal, feature: ProductFeature | undefined, method = "POST") {
  if (!feature) return;
  if ((method === "GET" || method === "HEAD") && !FEATURES_THAT_GATE_READS.has(feature)) return;
  await assertTeamFeature({ teamId: principal.teamId, feature });
}
