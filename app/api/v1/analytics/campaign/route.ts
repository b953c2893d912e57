import { withApi } from "@/lib/api/with-api";
import { getCampaignAnalytics } from "@/lib/services/analytics/get-campaign-analytics";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getCampaignAnalyticsOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getCampaignAnalytics({ teamId: principal.teamId, campaignId: query.campaignId }),
  getCampaignAnalyticsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
