import { createId } from "@paralleldrive/cuid2";
import { enqueue } from "@/lib/jobs";
import { sendEmailJobName } from "@/lib/jobs/contracts/send-email";
import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import { reserveEmailQuota, transactionQuery } from "@/lib/services/billing/reserve-email-quota";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ResolvedAttachment } from "@/lib/validation/attachments";

export type QueuedEmail = { id: string; status: "QUEUED" | "SCHEDULED" };

/**
 * Writes a finished message as an Email row (QUEUED, or SCHEDULED with its sendAt) and, once that
 * has committed, enqueues its send job (startAfter = sendAt). When the queue cannot take it, the
 * row is failed with the reason rather than left waiting for a job that does not exist.
 * Attachments are written in the same transaction, beside the row (EmailAttachment), and so is
 * the email's place in the team's monthly quota (403 when it is used up or sending is blocked).
 */
export async function queueEmail(
  data: Prisma.EmailUncheckedCreateInput & { id: string },
  attachments: ResolvedAttachment[] = [],
): Promise<QueuedEmail> {
  const status = data.sendAt ? "SCHEDULED" : "QUEUED";
  // The monthly quota is taken in the transaction that writes the row (billing/reserve-email-quota).
  await db.$transaction(
    async (tx) => {
      await reserveEmailQuota(transactionQuery(tx), { teamId: data.teamId, count: 1 });
      await tx.email.create({ data: { ...data, status, attachmentCount: attachments.length } });
      if (attachments.length > 0) await insertAttachments(tx, data.id, data.teamId, attachments);
      // A burst of sends of one team queues on the quota row and the connection pool: wait for both.
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
  try {
    const sendAt = data.sendAt ? new Date(data.sendAt) : undefined;
    // Each stream has its own queue and workers (docs/contract.md section 20).
    await enqueue(
      sendEmailJobName(data.stream ?? "transactional"),
      { emailId: data.id },
      sendAt ? { startAfter: sendAt } : {},
    );
  } catch (error) {
    await db.email
      .update({
        where: { id: data.id },
        data: { status: "FAILED", error: "The email could not be queued for sending; send it again" },
      })
      .catch(() => undefined);
    throw error;
  }
  return { id: data.id, status };
}

/**
 * One INSERT for the attachments. The bytes travel as base64 text and decode() in SQL: the embedded
 * database's Prisma adapter refuses bytea parameters, and text works on both databases.
 */
function insertAttachments(tx: Transaction, emailId: string, teamId: string, attachments: ResolvedAttachment[]) {
  const column = <T>(pick: (item: ResolvedAttachment, position: number) => T) => attachments.map(pick);
  return tx.$executeRaw`INSERT INTO "EmailAttachment" ("id", "emailId", "teamId", "position", "filename", "contentType", "contentId", "size", "content")
    SELECT "id", ${emailId}, ${teamId}, "position", "filename", "contentType", "contentId", "size", decode("content", 'base64')
    FROM unnest(${column(() => createId())}::text[], ${column((_, position) => position)}::int[], ${column((item) => item.filename)}::text[], ${column((item) => item.contentType)}::text[],
      ${column((item) => item.contentId)}::text[], ${column((item) => item.content.length)}::int[], ${column((item) => item.content.toString("base64"))}::text[])
      AS a("id", "position", "filename", "contentType", "contentId", "size", "content")`;
}

/** The moment of `scheduleAt`, or null for now; 422 when it has passed. */
export function futureSendAt(scheduleAt: string | undefined, field: string): Date | null {
  if (scheduleAt === undefined) return null;
  const sendAt = new Date(scheduleAt);
  if (sendAt.getTime() <= Date.now()) {
    throw ApiError.unprocessable(`${field} is in the past: pick a moment in the future, or leave it out to send now`, {
      [field]: "must be in the future",
    });
  }
  return sendAt;
}
