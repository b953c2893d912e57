import { db } from "@/lib/db";
import { WEBHOOK_RETRY_DELAYS_SECONDS } from "@/lib/webhooks/retry-schedule";
import { enqueueDeliveryAttempts } from "./enqueue-delivery-attempts";

// A delivery is written in the transaction of its event's fan-out and its job is queued after the
// commit; a process that dies in between, or while an attempt is out (claimed, not yet recorded),
// leaves it PENDING with no job to move it. This sweep, run every minute, queues the next attempt
// of such deliveries. Queuing one that still has a live job is harmless: the attempt number is
// claimed before anything is sent (attempt-delivery.ts), so only one of the two jobs POSTs.

/** A due attempt whose job has not started this long after its time is taken as lost. */
export const OVERDUE_AFTER_MS = 2 * 60_000;
/** An attempt times out after 10 s; one claimed this long ago without an outcome died with its process. */
export const ABANDONED_AFTER_MS = 5 * 60_000;
const SWEEP_LIMIT = 500;
const LAST_ATTEMPT = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** Queues the next attempt of every stranded delivery (the oldest 500 per sweep); answers how many. */
export async function sweepStrandedDeliveries(now = new Date()): Promise<number> {
  const stranded = await db.delivery.findMany({
    where: {
      status: "PENDING",
      OR: [
        { nextAttemptAt: { lt: new Date(now.getTime() - OVERDUE_AFTER_MS) } },
        { nextAttemptAt: null, updatedAt: { lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } },
      ],
    },
    select: { id: true, attempts: true },
    orderBy: { createdAt: "asc" },
    take: SWEEP_LIMIT,
  });
  // A delivery that died during its last attempt has no attempt left to queue: it has failed.
  const exhausted = stranded.filter((delivery) => delivery.attempts >= LAST_ATTEMPT).map((delivery) => delivery.id);
  if (exhausted.length > 0) {
    await db.delivery.updateMany({
      where: { id: { in: exhausted }, status: "PENDING", attempts: { gte: LAST_ATTEMPT } },
      data: { status: "FAILED", error: "The last attempt was interrupted", nextAttemptAt: null },
    });
  }
  const retried = stranded.filter((delivery) => delivery.attempts < LAST_ATTEMPT);
  await enqueueDeliveryAttempts(
    retried.map((delivery) => ({ deliveryId: delivery.id, attempt: delivery.attempts + 1 })),
  );
  return stranded.length;
}
