import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { enqueueDeliveryAttempts } from "./enqueue-delivery-attempts";
import { getWebhookOrThrow } from "./get-webhook";
import { toDeliveryDto, withAttemptLog } from "./to-delivery-dto";

/** Longer than an attempt can take (10 s timeout plus signing and recording). */
const IN_FLIGHT_MS = 30_000;
const busy = () => ApiError.invalidState("The delivery is being attempted right now; try again in a moment");

/**
 * Sends a delivery again now, as its next attempt: a FAILED one becomes PENDING for that attempt,
 * a PENDING one skips its wait (the scheduled retry then finds the attempt taken), a SUCCESS one
 * is sent again (a receiver that lost it). A failure after the automatic schedule is exhausted
 * fails it again at once.
 */
export async function retryDelivery({ teamId, id, deliveryId }: { teamId: string; id: string; deliveryId: string }) {
  await getWebhookOrThrow({ teamId, id });
  const delivery = await db.delivery.findFirst({ where: { id: deliveryId, webhookId: id }, include: { attemptLog: { select: { attempt: true } } } });
  if (!delivery) throw ApiError.notFound("Delivery not found");
  // A claimed attempt without its record is in flight, unless its worker died (older than the timeout allows).
  const inFlight = delivery.attemptLog.length < delivery.attempts && Date.now() - delivery.updatedAt.getTime() < IN_FLIGHT_MS;
  if (inFlight) throw busy();
  const reopened = await db.delivery.updateMany({
    where: { id: deliveryId, attempts: delivery.attempts },
    data: { status: "PENDING", nextAttemptAt: null },
  });
  if (reopened.count !== 1) throw busy();
  // Read before the job is queued: the answer is the reopened delivery, not whatever the worker has reached.
  const reopenedDelivery = toDeliveryDto(await db.delivery.findUniqueOrThrow({ where: { id: deliveryId }, include: withAttemptLog }));
  await enqueueDeliveryAttempts([{ deliveryId, attempt: delivery.attempts + 1, manual: true }]);
  return reopenedDelivery;
}
