import { ANALYTICS_ALIAS_NOTE, ANALYTICS_TAGS } from "@/lib/analytics/route-docs";
import { withApi } from "@/lib/api/with-api";
import { getAudienceInsights } from "@/lib/services/analytics/get-audience-insights";
import { AudienceInsightsSchema, audienceQuery } from "@/lib/validation/analytics";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, query }) => getAudienceInsights({ teamId: principal.teamId, listId: query.listId }),
  {
    method: "GET",
    path: "/analytics/audience",
    tags: ANALYTICS_TAGS,
    summary: "Audience insights",
    description: [
      "Who the team's live ACTIVE contacts are (of one list with `listId`; another team's list answers 404) and how they engage. Engagement = a human (not `isAutomated`) open or click.",
      "Segments, evaluated now, first matching rule wins: **engaged** (engaged in the last 30 days), **new** (created in the last 30 days, not engaged), **at-risk** (last engaged 30 to 90 days ago), **inactive** (no engagement in the last 90 days). `growth` = percent change of the size versus the same rules evaluated 30 days ago over the contacts that existed then (100 when the segment was empty and is not, 0 when both are empty). A segment's openRate / clickRate = its contacts' emails of the last 90 days that got a human open or click (opened; a click implies an open) / a human click, over those delivered (sent minus bounced), as fractions 0..1 (4 decimals).",
      "behaviors: totalContacts, engagedLast30Days, averageOpenRate / averageClickRate (same rates over all considered contacts), bestHour and bestDayOfWeek (most human opens in the last 90 days, team timezone). demographics: contacts per country and city (the contact's own field, else the latest tracked one, else `Unknown`). preferences: human opens of the last 90 days per device, browser and OS.",
      ANALYTICS_ALIAS_NOTE,
    ].join("\n\n"),
    permission: "analytics:read",
    feature: "advanced_analytics",
    query: audienceQuery,
    response: AudienceInsightsSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
