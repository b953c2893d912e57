import type { Delivery, DeliveryAttempt } from "@/lib/generated/prisma/client";

export type DeliveryWithAttempts = Delivery & { attemptLog: DeliveryAttempt[] };

/** Load a Delivery with this to answer its attempts, oldest first. */
export const withAttemptLog = { attemptLog: { orderBy: { attempt: "asc" } } } as const;

export function toDeliveryDto(row: DeliveryWithAttempts) {
  return {
    id: row.id,
    webhookId: row.webhookId,
    event: row.event,
    payload: row.payload as { type: string; timestamp: string; data: Record<string, unknown> },
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    error: row.error,
    responseBody: row.responseBody,
    responseCode: row.responseCode,
    durationMs: row.durationMs,
    attemptLog: row.attemptLog.map((attempt) => ({
      id: attempt.id,
      attempt: attempt.attempt,
      responseCode: attempt.responseCode,
      responseBody: attempt.responseBody,
      error: attempt.error,
      durationMs: attempt.durationMs,
      createdAt: attempt.createdAt,
    })),
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
