import { defineOperation } from "./define-operation";
import {
  EmailAnalyticsSchema,
  campaignAnalyticsQuery,
  emailAnalyticsQuery,
  TeamOverviewSchema,
  teamOverviewQuery,
  HeatmapDataSchema,
  heatmapQuery,
  AudienceInsightsSchema,
  audienceQuery,
} from "@/lib/validation/analytics";
import { withDefinitions, ANALYTICS_TAGS, ANALYTICS_ALIAS_NOTE } from "@/lib/analytics/route-docs";
import { idParams } from "@/lib/validation/common";
import { SendTimeSuggestionSchema, sendTimeQuery } from "@/lib/validation/local-time";
import { DeliverabilityReportSchema, deliverabilityQuery } from "@/lib/validation/deliverability";

export const getCampaignAnalyticsOperation = defineOperation({
  method: "GET",
  path: "/analytics/campaign",
  summary: "Campaign analytics",
  description: withDefinitions(
    "EmailAnalytics over every email the campaign sent (all runs). A missing `campaignId` answers 400; an unknown or another team's campaign 404.",
  ),
  tags: ANALYTICS_TAGS,
  permission: "analytics:read",
  query: campaignAnalyticsQuery,
  response: EmailAnalyticsSchema,
  errors: [404],
});

export const getCampaignAnalyticsByIdOperation = defineOperation({
  method: "GET",
  path: "/analytics/campaign/{id}",
  summary: "Campaign analytics (path form)",
  description: withDefinitions("Same as `GET /analytics/campaign?campaignId={id}`."),
  tags: ANALYTICS_TAGS,
  permission: "analytics:read",
  params: idParams,
  response: EmailAnalyticsSchema,
  errors: [404],
});

export const getEmailAnalyticsOperation = defineOperation({
  method: "GET",
  path: "/analytics/email",
  summary: "Email analytics",
  description: withDefinitions(
    "EmailAnalytics of one email (its recipient is the only one, so unique figures are 0 or 1). A missing `emailId` answers 400; an unknown or another team's email 404.",
  ),
  tags: ANALYTICS_TAGS,
  permission: "analytics:read",
  query: emailAnalyticsQuery,
  response: EmailAnalyticsSchema,
  errors: [404],
});

export const getTeamOverviewOperation = defineOperation({
  method: "GET",
  path: "/analytics/team/overview",
  summary: "Team overview",
  description: [
    "Team KPIs over the last `months` calendar months in the team's timezone (the current month included), about the emails sent in that period (test sends left out).",
    "An email is **opened** when it has a human (not `isAutomated`) open or a human click (a click implies an open the pixel may have missed), **clicked** when it has a human click. totalOpens and totalClicks count human open / click entries (open events only in totalOpens). Rates are fractions 0..1 (4 decimals) of delivered emails (sent minus emails with a bounce). deviceStats and geoStats count human opens per deviceType and country (`Unknown` when missing).",
    "monthlyStats: one entry per month, emails by the month of their sentAt. topCampaigns: the 5 campaigns with the highest engagementScore over the period's emails (same formula as EmailAnalytics, with opened / clicked / replied emails as the unique counts). topPerformers: per type (device, country, hour of the open or click in the team's timezone), the 3 values with the highest engagementRate (a fraction 0..1) = emails opened with that value that also got a human click / emails opened with that value, among values with at least 5 such emails (sampleSize).",
    "`teamId` defaults to the caller's team; another team's id answers 404.",
    ANALYTICS_ALIAS_NOTE,
  ].join("\n\n"),
  tags: ANALYTICS_TAGS,
  permission: "analytics:read",
  query: teamOverviewQuery,
  response: TeamOverviewSchema,
  errors: [404],
});

export const getClickHeatmapOperation = defineOperation({
  method: "GET",
  path: "/analytics/heatmap",
  summary: "Click heatmap",
  description: [
    "Human clicks (not `isAutomated`) per link position of the rendered email: the email given by `emailId`, or the first sent email of the campaign given by `campaignId` (which wins when both are given). One of them is required (400); an unknown or another team's id answers 404.",
    "Positions, from the HTML as sent (no browser involved): `element` is a CSS selector of the link (`tag:nth-of-type(k)` per level from body, descendant step below tables); `y` is the link's middle as a fraction of the email's layout length, counted in visible text characters with images and block breaks weighted; `x` is 0.5 for a link alone in its block and spread evenly, (j + 0.5) / n, for n links sharing one. `index` is the link's order among the tracked links. A click token names the URL, not the position: clicks on a URL that appears several times are divided evenly over its positions (remainder to the earliest).",
    "`segments`: one per clicked URL, most clicked first: `selector` matches all its positions, `count` its human clicks, `clickRate` distinct recipients who clicked it / delivered, a fraction 0..1. `html` is the rendered HTML the positions refer to.",
    ANALYTICS_ALIAS_NOTE,
  ].join("\n\n"),
  tags: ANALYTICS_TAGS,
  permission: "analytics:read",
  feature: "advanced_analytics",
  query: heatmapQuery,
  response: HeatmapDataSchema,
  errors: [404],
});

export const getAudienceInsightsOperation = defineOperation({
  method: "GET",
  path: "/analytics/audience",
  summary: "Audience insights",
  description: [
    "Who the team's live ACTIVE contacts are (of one list with `listId`; another team's list answers 404) and how they engage. Engagement = a human (not `isAutomated`) open or click.",
    "Segments, evaluated now, first matching rule wins: **engaged** (engaged in the last 30 days), **new** (created in the last 30 days, not engaged), **at-risk** (last engaged 30 to 90 days ago), **inactive** (no engagement in the last 90 days). `growth` = percent change of the size versus the same rules evaluated 30 days ago over the contacts that existed then (100 when the segment was empty and is not, 0 when both are empty). A segment's openRate / clickRate = its contacts' emails of the last 90 days that got a human open or click (opened; a click implies an open) / a human click, over those delivered (sent minus bounced), as fractions 0..1 (4 decimals).",
    "behaviors: totalContacts, engagedLast30Days, averageOpenRate / averageClickRate (same rates over all considered contacts), bestHour and bestDayOfWeek (most human opens in the last 90 days, team timezone). demographics: contacts per country and city (the contact's own field, else the latest tracked one, else `Unknown`). preferences: human opens of the last 90 days per device, browser and OS.",
    ANALYTICS_ALIAS_NOTE,
  ].join("\n\n"),
  tags: ANALYTICS_TAGS,
  permission: "analytics:read",
  feature: "advanced_analytics",
  query: audienceQuery,
  response: AudienceInsightsSchema,
  errors: [404],
});

export const getSendTimeSuggestionOperation = defineOperation({
  method: "GET",
  path: "/analytics/send-time",
  summary: "Send-time suggestion",
  description: [
    "The team's best local hours to send, from its readers' **human** opens (proxy and scanner opens, `isAutomated`, left out) over the last `months` calendar months (default 12), per hour of the day in the team's timezone.",
    "`suggestedTime` is the hour with the most human opens (ties: the earlier hour); `bestHours` the top 3 with their share of all human opens; `hours` all 24. With fewer than `minimumOpens` (50) human opens the hours would describe a few people: `basis` is then `default` and `suggestedTime` 10:00, a common morning choice.",
    'Use it as `localTime` of a campaign sent at the recipients\' local time (`sendAt: "recipient-local"`).',
    ANALYTICS_ALIAS_NOTE,
  ].join("\n\n"),
  tags: ANALYTICS_TAGS,
  permission: "analytics:read",
  query: sendTimeQuery,
  response: SendTimeSuggestionSchema,
});

export const getDeliverabilityOperation = defineOperation({
  method: "GET",
  path: "/analytics/deliverability",
  summary: "Deliverability by recipient domain",
  description: [
    "Per recipient domain (the part after `@` of each email's To, lower-case) and UTC day: emails sent (test sends left out; an email refused at send time counts on the day it was created), delivered (not bounced), hard and soft bounces and complaints among them, `bounceRate` = bounces / sent and `complaintRate` = complaints / delivered (fractions 0..1, 4 decimals). An email counts on the day it was sent, with whatever bounced or complained about it since.",
    "The period is the last `days` days (default 30, at most 366, today included), or `from`..`to` (both included; `to` not before `from`, at most 366 days).",
    "`warnings` name each domain's day with at least 100 sent whose complaint rate passes 0.1% or whose bounce rate passes 2%: Gmail and Yahoo require bulk senders to keep complaints under 0.3% and recommend under 0.1%.",
    ANALYTICS_ALIAS_NOTE,
  ].join("\n\n"),
  tags: ANALYTICS_TAGS,
  permission: "analytics:read",
  query: deliverabilityQuery,
  response: DeliverabilityReportSchema,
});
