import { withApi, methodsNotAllowed } from "@/lib/api";
import { getCampaignAnalytics } from "@/lib/services/analytics";
import { getCampaignAnalyticsByIdOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, params }) => getCampaignAnalytics({ teamId: principal.teamId, campaignId: params.id }),
  getCampaignAnalyticsByIdOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
