import { Prisma } from "@/lib/generated/prisma/client";

// What one EmailAnalytics report is about: all emails of a campaign, or one email. Every fragment
// carries the team id, so no query built from a scope can read another team's rows.

export type AnalyticsScope = { teamId: string; campaignId: string } | { teamId: string; emailId: string };

/** Filter on "EmailTracking" aliased `t`; served by the (campaignId|emailId, event, timestamp) indexes. */
export function trackingFilter(scope: AnalyticsScope): Prisma.Sql {
  const owner =
    "campaignId" in scope
      ? Prisma.sql`t."campaignId" = ${scope.campaignId}`
      : Prisma.sql`t."emailId" = ${scope.emailId}`;
  return Prisma.sql`${owner} AND t."teamId" = ${scope.teamId} AND t."isDeleted" = false`;
}

/** Filter on "Email" aliased `e`. */
export function emailFilter(scope: AnalyticsScope): Prisma.Sql {
  const owner =
    "campaignId" in scope ? Prisma.sql`e."campaignId" = ${scope.campaignId}` : Prisma.sql`e.id = ${scope.emailId}`;
  return Prisma.sql`${owner} AND e."teamId" = ${scope.teamId} AND e."isDeleted" = false`;
}

/** The recipient of a tracking row: its contact, or its email when it has none (the "unique" key). */
export const RECIPIENT = Prisma.sql`COALESCE(t."contactId", t."emailId")`;

/** A UTC timestamp column read as local time in `timezone` (the columns are timestamp without zone, in UTC). */
export function localTime(column: Prisma.Sql, timezone: string): Prisma.Sql {
  return Prisma.sql`((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${timezone})`;
}
