import { withApi } from "@/lib/api/with-api";
import { getTeamUsage } from "@/lib/services/usage/get-team-usage";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getUsageOperation } from "@/lib/api/operations/usage";

export const GET = withApi(({ principal }) => getTeamUsage({ teamId: principal.teamId }), getUsageOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
