import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueDeliveryAttempts } from "./enqueue-delivery-attempts";

export type NewDelivery = {
  webhookId: string;
  event: string;
  payload: { type: string; timestamp: string; data: Prisma.InputJsonObject };
};

/** Rows per INSERT: a campaign batch's `sent` events can fan out to thousands of deliveries. */
const INSERT_CHUNK = 1000;

/**
 * Stores PENDING deliveries (multi-row INSERTs) and, once they are committed, queues the first
 * attempt of each. A crash in between leaves PENDING rows without a job: visible in the log and
 * sent again with the retry button.
 */
export async function createDeliveries(deliveries: NewDelivery[]): Promise<string[]> {
  const ids = await insertDeliveries(deliveries);
  await enqueueDeliveryAttempts(ids.map((deliveryId) => ({ deliveryId, attempt: 1 })));
  return ids;
}

/** Stores PENDING deliveries without queueing them; the caller queues their first attempt. */
export async function insertDeliveries(deliveries: NewDelivery[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
    const rows = await db.delivery.createManyAndReturn({
      data: deliveries.slice(start, start + INSERT_CHUNK),
      select: { id: true },
    });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
