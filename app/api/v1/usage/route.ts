import { withApi, methodsNotAllowed } from "@/lib/api";
import { getTeamUsage } from "@/lib/services/usage";
import { getUsageOperation } from "@/lib/api/operations/usage";

export const GET = withApi(({ principal }) => getTeamUsage({ teamId: principal.teamId }), getUsageOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
