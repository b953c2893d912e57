import type { Pagination } from "@/lib/api/pagination";
import { paginated } from "@/lib/api/pagination";
import { driverQuery, preparedStatement } from "@/lib/db/driver-transaction";
import type { TrackingEvent } from "@/lib/generated/prisma/enums";
import type { ActivityType, ContactActivity } from "@/lib/validation/contact-activity";
import { newestTrackingPerEvent } from "../emails/newest-tracking";
import { contactNotFound } from "./get-contact";

type ActivityRow = {
  total: number;
  type: ActivityType | null;
  emailId: string | null;
  campaignId: string | null;
  subject: string | null;
  url: string | null;
  automated: boolean;
  createdAt: Date;
};

const TYPE_OF: Record<TrackingEvent, ActivityType> = {
  open: "opened",
  click: "clicked",
  bounce: "bounced",
  complaint: "complained",
  reply: "replied",
};

// One contact's history: its sent emails (Email.sentAt), their delivery reported by the sending
// provider (Email.deliveredAt), their tracking entries and the moment it unsubscribed, newest first
// by ("createdAt", "key"). One statement, one round trip: the contact (its team's, not deleted; no
// row answers 404), the total and the page. Each branch of the page reads the contact's rows
// through an index on "contactId" (Email_contactId_sentAt_idx, EmailTracking_contactId_event_timestamp_idx)
// and stops after the page's depth ($3 = offset + limit rows; the tracking rows as one branch per
// event, ../emails/newest-tracking.ts), so a page costs its depth, not the team's rows nor the
// contact's whole history. The total still counts the contact's rows (bench/README.md, contact-activity).
// Times are read as timestamptz: the driver would read Prisma's bare UTC wall times in local time.
// A prepared statement: planning its branches over every monthly partition of "EmailTracking" cost
// more than running them (25-40 ms against 15 ms, bench/README.md, contact-activity).
const ACTIVITY_SQL = preparedStatement(
  "contact_activity",
  `
WITH contact AS (
  SELECT "id", "unsubscribedAt" FROM "Contact" WHERE "id" = $2 AND "teamId" = $1 AND NOT "isDeleted"
), page AS (
  SELECT * FROM (
    (SELECT 'sent' AS "type", e."id" AS "emailId", e."campaignId", NULL::text AS "url", false AS "automated",
            e."sentAt" AS "createdAt", e."id" || ':s' AS "key"
       FROM "Email" e WHERE e."contactId" = $2 AND e."teamId" = $1 AND e."sentAt" IS NOT NULL AND NOT e."isDeleted"
      ORDER BY e."sentAt" DESC, "key" DESC LIMIT $3)
    UNION ALL
    (SELECT 'delivered', e."id", e."campaignId", NULL, false, e."deliveredAt", e."id" || ':d' AS "key"
       FROM "Email" e WHERE e."contactId" = $2 AND e."teamId" = $1 AND e."deliveredAt" IS NOT NULL AND NOT e."isDeleted"
      ORDER BY e."deliveredAt" DESC, "key" DESC LIMIT $3)
    UNION ALL
    ${newestTrackingPerEvent(
      (event) => `'${TYPE_OF[event]}', t."emailId", t."campaignId", t."url", t."isAutomated", t."timestamp", t."id"`,
      `t."contactId" = $2 AND t."teamId" = $1 AND NOT t."isDeleted"`,
      "$3",
    )}
    UNION ALL
    SELECT 'unsubscribed', NULL, NULL, NULL, false, c."unsubscribedAt", c."id" FROM contact c WHERE c."unsubscribedAt" IS NOT NULL
  ) a ORDER BY "createdAt" DESC, "key" DESC LIMIT $4 OFFSET $5
)
SELECT ((SELECT count(e."sentAt") + count(e."deliveredAt") FROM "Email" e
          WHERE e."contactId" = $2 AND e."teamId" = $1 AND NOT e."isDeleted")
      + (SELECT count(*) FROM "EmailTracking" t WHERE t."contactId" = $2 AND t."teamId" = $1 AND NOT t."isDeleted")
      + (c."unsubscribedAt" IS NOT NULL)::int)::int AS "total",
       p."type", p."emailId", p."campaignId", m."subject", p."url", p."automated",
       p."createdAt" AT TIME ZONE 'UTC' AS "createdAt"
  FROM contact c
  LEFT JOIN page p ON true
  LEFT JOIN "Email" m ON m."id" = p."emailId" AND m."teamId" = $1
 ORDER BY p."createdAt" DESC, p."key" DESC`,
);

function toActivityDto(row: ActivityRow & { type: ActivityType }): ContactActivity {
  return {
    type: row.type,
    emailId: row.emailId,
    campaignId: row.campaignId,
    subject: row.subject,
    ...(row.type === "clicked" ? { url: row.url } : {}),
    automated: row.automated,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /contacts/{id}/activity: newest first; another team's (or a deleted) contact is a 404. */
export async function listContactActivity({ teamId, id, page, limit }: Pagination & { teamId: string; id: string }) {
  const offset = (page - 1) * limit;
  const rows = await driverQuery<ActivityRow>(ACTIVITY_SQL, [teamId, id, offset + limit, limit, offset]);
  // No row: no such contact in the team. A row without a type: the contact, with nothing on this page.
  const [first] = rows;
  if (!first) throw contactNotFound();
  const entries = rows.filter((row): row is ActivityRow & { type: ActivityType } => row.type !== null);
  return paginated(entries.map(toActivityDto), first.total, { page, limit });
}
