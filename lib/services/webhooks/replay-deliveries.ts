import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { enqueueDeliveryAttempts, type DeliveryAttemptJob } from "./enqueue-delivery-attempts";
import { getWebhookOrThrow } from "./get-webhook";
import { isInFlight, reopenDelivery } from "./retry-delivery";

// Webhook replay (issue 22): a receiver that was down or lost data asks for every delivery of a
// time range again. Each one is sent as its next attempt, exactly like the retry button: the same
// Delivery (so the same `webhook-id`, which lets a receiver skip what it already processed), the
// same payload, signed anew. One call replays at most REPLAY_LIMIT deliveries.

const REPLAY_LIMIT = 1000;

export async function replayDeliveries({
  teamId,
  id,
  from,
  to,
}: {
  teamId: string;
  id: string;
  from: string;
  to: string;
}) {
  await getWebhookOrThrow({ teamId, id });
  const deliveries = await db.delivery.findMany({
    where: { webhookId: id, createdAt: { gte: new Date(from), lt: new Date(to) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: REPLAY_LIMIT + 1,
    include: { attemptLog: { select: { attempt: true } } },
  });
  if (deliveries.length > REPLAY_LIMIT) {
    throw ApiError.unprocessable(`The range holds more than ${REPLAY_LIMIT} deliveries: replay it in smaller ranges`, {
      to: `the range must hold at most ${REPLAY_LIMIT} deliveries`,
    });
  }
  const jobs: DeliveryAttemptJob[] = [];
  for (const delivery of deliveries) {
    if (!isInFlight(delivery) && (await reopenDelivery(delivery)))
      jobs.push({ deliveryId: delivery.id, attempt: delivery.attempts + 1, manual: true });
  }
  await enqueueDeliveryAttempts(jobs);
  return {
    replayed: jobs.length,
    skipped: deliveries.length - jobs.length,
    deliveryIds: jobs.map((job) => job.deliveryId),
  };
}
