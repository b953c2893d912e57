import { withApi, methodsNotAllowed } from "@/lib/api";
import { getCampaignAnalytics } from "@/lib/services/analytics";
import { getCampaignAnalyticsOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getCampaignAnalytics({ teamId: principal.teamId, campaignId: query.campaignId }),
  getCampaignAnalyticsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
