import { ANALYTICS_TAGS, withDefinitions } from "@/lib/analytics/route-docs";
import { withApi } from "@/lib/api/with-api";
import { getCampaignAnalytics } from "@/lib/services/analytics/get-campaign-analytics";
import { campaignAnalyticsQuery, EmailAnalyticsSchema } from "@/lib/validation/analytics";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, query }) => getCampaignAnalytics({ teamId: principal.teamId, campaignId: query.campaignId }),
  {
    method: "GET",
    path: "/analytics/campaign",
    tags: ANALYTICS_TAGS,
    summary: "Campaign analytics",
    description: withDefinitions(
      "EmailAnalytics over every email the campaign sent (all runs). A missing `campaignId` answers 400; an unknown or another team's campaign 404.",
    ),
    permission: "analytics:read",
    query: campaignAnalyticsQuery,
    response: EmailAnalyticsSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
