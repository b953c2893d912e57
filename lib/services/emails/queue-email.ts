import { enqueue } from "@/jobs/enqueue";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type QueuedEmail = { id: string; status: "QUEUED" | "SCHEDULED" };

/**
 * Writes a finished message as an Email row (QUEUED, or SCHEDULED with its sendAt) and, once that
 * has committed, enqueues its send job (startAfter = sendAt). When the queue cannot take it, the
 * row is failed with the reason rather than left waiting for a job that does not exist.
 */
export async function queueEmail(data: Prisma.EmailUncheckedCreateInput & { id: string }): Promise<QueuedEmail> {
  const status = data.sendAt ? "SCHEDULED" : "QUEUED";
  await db.email.create({ data: { ...data, status } });
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
