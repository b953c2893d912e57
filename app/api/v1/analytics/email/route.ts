import { ANALYTICS_TAGS, withDefinitions } from "@/lib/analytics/route-docs";
import { withApi } from "@/lib/api/with-api";
import { getEmailAnalytics } from "@/lib/services/analytics/get-email-analytics";
import { EmailAnalyticsSchema, emailAnalyticsQuery } from "@/lib/validation/analytics";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, query }) => getEmailAnalytics({ teamId: principal.teamId, emailId: query.emailId }),
  {
    method: "GET",
    path: "/analytics/email",
    tags: ANALYTICS_TAGS,
    summary: "Email analytics",
    description: withDefinitions(
      "EmailAnalytics of one email (its recipient is the only one, so unique figures are 0 or 1). A missing `emailId` answers 400; an unknown or another team's email 404.",
    ),
    permission: "analytics:read",
    query: emailAnalyticsQuery,
    response: EmailAnalyticsSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
