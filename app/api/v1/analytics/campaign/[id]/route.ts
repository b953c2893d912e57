import { ANALYTICS_TAGS, withDefinitions } from "@/lib/analytics/route-docs";
import { withApi } from "@/lib/api/with-api";
import { getCampaignAnalytics } from "@/lib/services/analytics/get-campaign-analytics";
import { EmailAnalyticsSchema } from "@/lib/validation/analytics";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params }) => getCampaignAnalytics({ teamId: principal.teamId, campaignId: params.id }),
  {
    method: "GET",
    path: "/analytics/campaign/{id}",
    tags: ANALYTICS_TAGS,
    summary: "Campaign analytics (path form)",
    description: withDefinitions("Same as `GET /analytics/campaign?campaignId={id}`."),
    permission: "analytics:read",
    params: idParams,
    response: EmailAnalyticsSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
