import { TrackingEvent } from "@/lib/generated/prisma/enums";

// The newest tracking entries of one email or one contact, as SQL for a page query. Their indexes
// are ("emailId", "event", "timestamp") and ("contactId", "event", "timestamp"): in one email's or
// contact's range the rows are in time order only within one event. So the rows are read as one
// branch per event, each walking its index backwards and stopping after `take` rows, and the caller
// merges the branches: a page costs its depth (page x limit rows a branch), not the whole history.
// Asked as one branch, PostgreSQL reads and sorts every row of the email or contact: 20,000 rows
// for a deep history (bench/README.md, contact-activity).

const EVENTS = Object.values(TrackingEvent);

/**
 * UNION ALL of one branch per event: `select` (over alias `t`, given the event) from the rows
 * matching `where`, newest first by ("timestamp", "id"), at most `take` (an SQL expression) each.
 */
export function newestTrackingPerEvent(select: (event: TrackingEvent) => string, where: string, take: string) {
  return EVENTS.map(
    (event) =>
      `(SELECT ${select(event)} FROM "EmailTracking" t WHERE ${where} AND t."event" = '${event}'
         ORDER BY t."timestamp" DESC, t."id" DESC LIMIT ${take})`,
  ).join("\n  UNION ALL\n");
}
