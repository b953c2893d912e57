import { createId } from "@paralleldrive/cuid2";
import { enqueue } from "@/jobs/enqueue";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ResolvedAttachment } from "@/lib/validation/attachments";

export type QueuedEmail = { id: string; status: "QUEUED" | "SCHEDULED" };

/**
 * Writes a finished message as an Email row (QUEUED, or SCHEDULED with its sendAt) and, once that
 * has committed, enqueues its send job (startAfter = sendAt). When the queue cannot take it, the
 * row is failed with the reason rather than left waiting for a job that does not exist.
 * Attachments are written in the same transaction, beside the row (EmailAttachment).
 */
export async function queueEmail(
  data: Prisma.EmailUncheckedCreateInput & { id: string },
  attachments: ResolvedAttachment[] = [],
): Promise<QueuedEmail> {
  const status = data.sendAt ? "SCHEDULED" : "QUEUED";
  const email = db.email.create({ data: { ...data, status, attachmentCount: attachments.length } });
  if (attachments.length === 0) await email;
  else await db.$transaction([email, insertAttachments(data.id, data.teamId, attachments)]);
  try {
    const sendAt = data.sendAt ? new Date(data.sendAt) : undefined;
    await enqueue("send-email", { emailId: data.id }, sendAt ? { startAfter: sendAt } : {});
  } catch (error) {
    await db.email
      .update({ where: { id: data.id }, data: { status: "FAILED", error: "The email could not be queued for sending; send it again" } })
      .catch(() => undefined);
    throw error;
  }
  return { id: data.id, status };
}

/**
 * One INSERT for the attachments. The bytes travel as base64 text and decode() in SQL: the embedded
 * database's Prisma adapter refuses bytea parameters, and text works on both databases.
 */
function insertAttachments(emailId: string, teamId: string, attachments: ResolvedAttachment[]) {
  const column = <T>(pick: (item: ResolvedAttachment, position: number) => T) => attachments.map(pick);
  return db.$executeRaw`INSERT INTO "EmailAttachment" ("id", "emailId", "teamId", "position", "filename", "contentType", "contentId", "size", "content")
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
