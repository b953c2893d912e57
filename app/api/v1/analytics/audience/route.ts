import { withApi, methodsNotAllowed } from "@/lib/api";
import { getAudienceInsights } from "@/lib/services/analytics";
import { getAudienceInsightsOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getAudienceInsights({ teamId: principal.teamId, listId: query.listId }),
  getAudienceInsightsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
