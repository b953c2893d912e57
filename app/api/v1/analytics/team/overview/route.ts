import { withApi, methodsNotAllowed } from "@/lib/api";
import { getTeamOverview } from "@/lib/services/analytics";
import { getTeamOverviewOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) =>
    getTeamOverview({ teamId: principal.teamId, requestedTeamId: query.teamId, months: query.months }),
  getTeamOverviewOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
