import { withApi, methodsNotAllowed } from "@/lib/api";
import { getRateLimitsOperation, updateRateLimitsOperation } from "@/lib/api/operations/rate-limits";
import { auditActor } from "@/lib/services/audit";
import { getTeamRateLimits, updateTeamRateLimits } from "@/lib/services/rate-limits";

export const GET = withApi(({ principal }) => getTeamRateLimits({ teamId: principal.teamId }), getRateLimitsOperation);

export const PUT = withApi(
  ({ principal, body, ip }) =>
    updateTeamRateLimits({ teamId: principal.teamId, overrides: body.overrides, actor: auditActor(principal, ip) }),
  updateRateLimitsOperation,
);

export const { POST, PATCH, DELETE } = methodsNotAllowed(["GET", "PUT"]);
