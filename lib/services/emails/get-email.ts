import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { driverQuery, preparedStatement } from "@/lib/db/driver-transaction";
import type { EmailTracking } from "@/lib/generated/prisma/client";
import { newestTrackingPerEvent } from "./newest-tracking";
import { toEmailDetailDto } from "./to-email-dto";

type EventsPage = { eventsPage: number; eventsLimit: number };

const TIMES = ["timestamp", "createdAt", "updatedAt"];
const COLUMNS = [
  ...["id", "teamId", "emailId", "event", "campaignId", "contactId", "browser", "os", "deviceType", "ipAddress"],
  ...["city", "region", "country", "userAgent", "url", "metadata", "isAutomated", "isDeleted", "rolledUp"],
  ...TIMES,
];

// A page of one email's tracking entries, newest first by ("timestamp", "id"), and their count, in
// one statement: the page reads each event's newest rows through EmailTracking_emailId_event_timestamp_idx
// and stops after the page's depth ($3 = offset + limit rows a branch, ./newest-tracking.ts), where
// one ORDER BY over the email's rows read and sorted all of them. Prepared: planning the branches
// over every monthly partition cost more than running them. The count row comes also past the end.
// Times are read as timestamptz: the driver would read Prisma's bare UTC wall times in local time.
const EVENTS_SQL = preparedStatement(
  "email_events",
  `WITH page AS (
  SELECT * FROM (
    ${newestTrackingPerEvent(
      () => COLUMNS.map((column) => `t."${column}"`).join(", "),
      `t."emailId" = $2 AND t."teamId" = $1 AND NOT t."isDeleted"`,
      "$3",
    )}
  ) a ORDER BY "timestamp" DESC, "id" DESC LIMIT $4 OFFSET $5
)
SELECT (SELECT count(*) FROM "EmailTracking" t WHERE t."emailId" = $2 AND t."teamId" = $1 AND NOT t."isDeleted")::int AS "total",
       ${COLUMNS.map((column) => (TIMES.includes(column) ? `p."${column}" AT TIME ZONE 'UTC' AS "${column}"` : `p."${column}"`)).join(", ")}
  FROM (SELECT 1) one LEFT JOIN page p ON true
 ORDER BY p."timestamp" DESC, p."id" DESC`,
);

async function eventsOf(teamId: string, emailId: string, { page, limit }: { page: number; limit: number }) {
  const offset = (page - 1) * limit;
  const rows = await driverQuery<EmailTracking & { total: number }>(EVENTS_SQL, [
    teamId,
    emailId,
    offset + limit,
    limit,
    offset,
  ]);
  const events = rows.filter((row) => row.id !== null).map(({ total: _total, ...event }) => event);
  return { events, total: rows[0]?.total ?? 0 };
}

/**
 * One of the team's emails with a page of its tracking entries (newest first) and their count;
 * 404 also for another team's id.
 */
export async function getEmail({
  teamId,
  id,
  eventsPage = 1,
  eventsLimit = 50,
}: { teamId: string; id: string } & Partial<EventsPage>) {
  const events = { page: eventsPage, limit: eventsLimit };
  // The email and its events' page at once: the events are read by team too, so another team's id
  // reads none, and answers 404 below.
  const [row, { events: tracking, total }] = await Promise.all([
    db.email.findFirst({ where: { id, teamId } }),
    eventsOf(teamId, id, events),
  ]);
  if (!row) throw ApiError.notFound("Email not found");
  // The attachments' bytes stay in the database: the detail lists what was attached.
  const attachments = row.attachmentCount
    ? await db.emailAttachment.findMany({
        where: { emailId: id },
        orderBy: { position: "asc" },
        select: { id: true, filename: true, contentType: true, contentId: true, size: true },
      })
    : [];
  return toEmailDetailDto({ ...row, tracking, attachments }, { ...events, total });
}
