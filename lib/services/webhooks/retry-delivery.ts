import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { enqueueDeliveryAttempts } from "./enqueue-delivery-attempts";
import { getWebhookOrThrow } from "./get-webhook";
import { toDeliveryDto, withAttemptLog } from "./to-delivery-dto";

/** Longer than an attempt can take (10 s timeout plus signing and recording). */
const IN_FLIGHT_MS = 30_000;

/** A claimed attempt without its record is in flight, unless its worker died (older than the timeout allows). */
export const isInFlight = (delivery: { attempts: number; updatedAt: Date; attemptLog: unknown[] }) =>
  delivery.attemptLog.length < delivery.attempts && Date.now() - delivery.updatedAt.getTime() < IN_FLIGHT_MS;

/** Reopens a delivery for its next attempt, unless an attempt was claimed meanwhile; answers whether it did. */
export async function reopenDelivery(delivery: { id: string; attempts: number }): Promise<boolean> {
  const reopened = await db.delivery.updateMany({
    where: { id: delivery.id, attempts: delivery.attempts },
    data: { status: "PENDING", nextAttemptAt: null },
  });
  return reopened.count === 1;
}
const busy = () => ApiError.invalidState("The delivery is being attempted right now; try again in a moment");

/**
 * Sends a delivery again now, as its next attempt: a FAILED one becomes PENDING for that attempt,
 * a PENDING one skips its wait (the scheduled retry then finds the attempt taken), a SUCCESS one
 * is sent again (a receiver that lost it). A failure after the automatic schedule is exhausted
 * fails it again at once.
 */
export async function retryDelivery({ teamId, id, deliveryId }: { teamId: string; id: string; deliveryId: string }) {
  await getWebhookOrThrow({ teamId, id });
  const delivery = await db.delivery.findFirst({
    where: { id: deliveryId, webhookId: id },
    include: { attemptLog: { select: { attempt: true } } },
  });
  if (!delivery) throw ApiError.notFound("Delivery not found");
  if (isInFlight(delivery) || !(await reopenDelivery(delivery))) throw busy();
  // Read before the job is queued: the answer is the reopened delivery, not whatever the worker has reached.
  const reopenedDelivery = toDeliveryDto(
    await db.delivery.findUniqueOrThrow({ where: { id: deliveryId }, include: withAttemptLog }),
  );
  await enqueueDeliveryAttempts([{ deliveryId, attempt: delivery.attempts + 1, manual: true }]);
  return reopenedDelivery;
}
