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
  else {
    const rows = attachments.map((item, position) => ({ ...item, emailId: data.id, teamId: data.teamId, position, size: item.content.length, content: new Uint8Array(item.content) }));
    await db.$transaction([email, db.emailAttachment.createMany({ data: rows })]);
  }
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
