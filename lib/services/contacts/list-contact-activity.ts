import { Prisma } from "@/lib/generated/prisma/client";
import { paginated, type Pagination } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import type { ActivityType, ContactActivity } from "@/lib/validation/contact-activity";
import { contactNotFound } from "./get-contact";

type ActivityRow = {
  type: ActivityType;
  emailId: string | null;
  campaignId: string | null;
  subject: string | null;
  url: string | null;
  automated: boolean;
  createdAt: Date;
};

// One contact's history: its sent emails (Email.sentAt), their delivery reported by the sending
// provider (Email.deliveredAt), their tracking entries and the moment it unsubscribed. Each branch reads one contact through an index on "contactId" (Email_contactId_sentAt_idx,
// EmailTracking_contactId_event_timestamp_idx), so a page costs the contact's rows, not the team's.
function activitySource(teamId: string, contactId: string) {
  return Prisma.sql`
    SELECT 'sent' AS "type", e."id" AS "emailId", e."campaignId", NULL::text AS "url", false AS "automated",
           e."sentAt" AS "createdAt", e."id" || ':s' AS "key"
      FROM "Email" e
     WHERE e."contactId" = ${contactId} AND e."teamId" = ${teamId} AND e."sentAt" IS NOT NULL AND NOT e."isDeleted"
    UNION ALL
    SELECT 'delivered', e."id", e."campaignId", NULL, false, e."deliveredAt", e."id" || ':d'
      FROM "Email" e
     WHERE e."contactId" = ${contactId} AND e."teamId" = ${teamId} AND e."deliveredAt" IS NOT NULL AND NOT e."isDeleted"
    UNION ALL
    SELECT CASE t."event" WHEN 'open' THEN 'opened' WHEN 'click' THEN 'clicked' WHEN 'bounce' THEN 'bounced'
                          WHEN 'complaint' THEN 'complained' ELSE 'replied' END,
           t."emailId", t."campaignId", t."url", t."isAutomated", t."timestamp", t."id"
      FROM "EmailTracking" t
     WHERE t."contactId" = ${contactId} AND t."teamId" = ${teamId} AND NOT t."isDeleted"
    UNION ALL
    SELECT 'unsubscribed', NULL, NULL, NULL, false, c."unsubscribedAt", c."id"
      FROM "Contact" c
     WHERE c."id" = ${contactId} AND c."teamId" = ${teamId} AND c."unsubscribedAt" IS NOT NULL`;
}

function toActivityDto(row: ActivityRow): ContactActivity {
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
  const source = activitySource(teamId, id);
  // The contact check runs beside the page and the count: both filter by team, so another team's
  // contact reads nothing, and a missing one answers 404 below.
  const [contact, rows, counted] = await Promise.all([
    db.contact.findFirst({ where: { id, teamId }, select: { id: true } }),
    db.$queryRaw<ActivityRow[]>`
      SELECT a."type", a."emailId", a."campaignId", a."url", a."automated", a."createdAt", m."subject"
        FROM (${source} ORDER BY "createdAt" DESC, "key" DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}) a
        LEFT JOIN "Email" m ON m."id" = a."emailId" AND m."teamId" = ${teamId}
       ORDER BY a."createdAt" DESC, a."key" DESC`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM (${source}) a`,
  ]);
  if (!contact) throw contactNotFound();
  return paginated(rows.map(toActivityDto), counted[0]?.total ?? 0, { page, limit });
}
