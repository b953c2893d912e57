import { ANALYTICS_ALIAS_NOTE, ANALYTICS_TAGS } from "@/lib/analytics/route-docs";
import { withApi } from "@/lib/api/with-api";
import { getHeatmap } from "@/lib/services/analytics/get-heatmap";
import { HeatmapDataSchema, heatmapQuery } from "@/lib/validation/analytics";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => getHeatmap({ teamId: principal.teamId, ...query }), {
  method: "GET",
  path: "/analytics/heatmap",
  tags: ANALYTICS_TAGS,
  summary: "Click heatmap",
  description: [
    "Human clicks (not `isAutomated`) per link position of the rendered email: the email given by `emailId`, or the first sent email of the campaign given by `campaignId` (which wins when both are given). One of them is required (400); an unknown or another team's id answers 404.",
    "Positions, from the HTML as sent (no browser involved): `element` is a CSS selector of the link (`tag:nth-of-type(k)` per level from body, descendant step below tables); `y` is the link's middle as a fraction of the email's layout length, counted in visible text characters with images and block breaks weighted; `x` is 0.5 for a link alone in its block and spread evenly, (j + 0.5) / n, for n links sharing one. `index` is the link's order among the tracked links. A click token names the URL, not the position: clicks on a URL that appears several times are divided evenly over its positions (remainder to the earliest).",
    "`segments`: one per clicked URL, most clicked first: `selector` matches all its positions, `count` its human clicks, `clickRate` distinct recipients who clicked it / delivered, a fraction 0..1. `html` is the rendered HTML the positions refer to.",
    ANALYTICS_ALIAS_NOTE,
  ].join("\n\n"),
  permission: "analytics:read",
  feature: "advanced_analytics",
  query: heatmapQuery,
  response: HeatmapDataSchema,
  errors: [404],
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
