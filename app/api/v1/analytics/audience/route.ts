import { withApi } from "@/lib/api/with-api";
import { getAudienceInsights } from "@/lib/services/analytics/get-audience-insights";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getAudienceInsightsOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getAudienceInsights({ teamId: principal.teamId, listId: query.listId }),
  getAudienceInsightsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
