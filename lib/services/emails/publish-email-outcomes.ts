import { driverQuery } from "@/lib/db/driver-transaction";
import type { DomainEvent } from "@/lib/events/domain-events";
import { publishEvents } from "@/lib/services/events";
import { recipientOf } from "@/lib/services/tracking/record/tracking-events";

/**
 * Publishes `sent` and `failed` for emails whose final status has committed: one query and one
 * publishEvents call for a whole batch. Test sends (`test: true`) are left out, as analytics
 * leave them out.
 */
export async function publishEmailOutcomes(emailIds: string[]): Promise<void> {
  if (emailIds.length === 0) return;
  // The mail has gone either way: a failure here is logged, never a reason to fail (and retry) the send.
  try {
    await publishOutcomes(emailIds);
  } catch (error) {
    console.error(`Publishing sent/failed events of ${emailIds.length} email(s) failed`, error);
  }
}

// Read through the database driver, not Prisma's query compiler: the send pipeline publishes a
// chunk's outcomes every 100 messages (bench/README.md, campaign-send). Timestamps are read back
// as timestamptz: the driver would read a bare timestamp in local time.
const OUTCOMES_SQL = `SELECT "id", "teamId", "campaignId", "contactId", "from", "to", "subject", "messageId", "status"::text AS "status", "error",
    "sentAt" AT TIME ZONE 'UTC' AS "sentAt", "updatedAt" AT TIME ZONE 'UTC' AS "updatedAt"
  FROM "Email" WHERE "id" = ANY($1::text[]) AND "status" IN ('SENT', 'FAILED') AND NOT "test" AND NOT "isDeleted"`;

type OutcomeRow = {
  id: string;
  teamId: string;
  campaignId: string | null;
  contactId: string | null;
  from: string;
  to: string;
  subject: string;
  messageId: string | null;
  status: "SENT" | "FAILED";
  error: string | null;
  sentAt: Date | null;
  updatedAt: Date;
};

async function publishOutcomes(emailIds: string[]) {
  const rows = await driverQuery<OutcomeRow>(OUTCOMES_SQL, [emailIds]);
  const events: DomainEvent[] = rows.map((row) => ({
    teamId: row.teamId,
    type: row.status === "SENT" ? "sent" : "failed",
    timestamp: row.sentAt ?? row.updatedAt,
    data: {
      emailId: row.id,
      campaignId: row.campaignId,
      contactId: row.contactId,
      recipient: recipientOf(row.to),
      from: row.from,
      to: row.to,
      subject: row.subject,
      messageId: row.messageId,
      status: row.status,
      error: row.error,
    },
  }));
  await publishEvents(events);
}
