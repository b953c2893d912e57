import { db } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import { publishEvents } from "@/lib/events/publish-events";
import { recipientOf } from "./tracking-events";

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

async function publishOutcomes(emailIds: string[]) {
  const rows = await db.email.findMany({
    where: { id: { in: emailIds }, status: { in: ["SENT", "FAILED"] }, test: false },
    select: { id: true, teamId: true, campaignId: true, contactId: true, from: true, to: true, subject: true, messageId: true, status: true, error: true, sentAt: true, updatedAt: true },
  });
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
