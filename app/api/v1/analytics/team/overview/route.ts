import { ANALYTICS_ALIAS_NOTE, ANALYTICS_TAGS } from "@/lib/analytics/route-docs";
import { withApi } from "@/lib/api/with-api";
import { getTeamOverview } from "@/lib/services/analytics/get-team-overview";
import { TeamOverviewSchema, teamOverviewQuery } from "@/lib/validation/analytics";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, query }) =>
    getTeamOverview({ teamId: principal.teamId, requestedTeamId: query.teamId, months: query.months }),
  {
    method: "GET",
    path: "/analytics/team/overview",
    tags: ANALYTICS_TAGS,
    summary: "Team overview",
    description: [
      "Team KPIs over the last `months` calendar months in the team's timezone (the current month included), about the emails sent in that period (test sends left out).",
      "An email is **opened** when it has a human (not `isAutomated`) open or a human click (a click implies an open the pixel may have missed), **clicked** when it has a human click. totalOpens and totalClicks count human open / click entries (open events only in totalOpens). Rates are fractions 0..1 (4 decimals) of delivered emails (sent minus emails with a bounce). deviceStats and geoStats count human opens per deviceType and country (`Unknown` when missing).",
      "monthlyStats: one entry per month, emails by the month of their sentAt. topCampaigns: the 5 campaigns with the highest engagementScore over the period's emails (same formula as EmailAnalytics, with opened / clicked / replied emails as the unique counts). topPerformers: per type (device, country, hour of the open or click in the team's timezone), the 3 values with the highest engagementRate (a fraction 0..1) = emails opened with that value that also got a human click / emails opened with that value, among values with at least 5 such emails (sampleSize).",
      "`teamId` defaults to the caller's team; another team's id answers 404.",
      ANALYTICS_ALIAS_NOTE,
    ].join("\n\n"),
    permission: "analytics:read",
    query: teamOverviewQuery,
    response: TeamOverviewSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
