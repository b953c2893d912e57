import { enqueue } from "@/lib/jobs";

/** Jobs sent at once when a batch of events fans out to many deliveries. */
const ENQUEUE_CONCURRENCY = 8;

export type DeliveryAttemptJob = { deliveryId: string; attempt: number; manual?: boolean; startAfter?: Date };

/**
 * Queues one deliver-webhook job per item. Automatic attempts carry a singleton key, so a job
 * delivered twice cannot schedule the same retry twice; a manual one (test, retry button) runs
 * now even while the same attempt number waits as a scheduled retry (the claim in
 * attempt-delivery.ts lets only one of them send).
 */
export async function enqueueDeliveryAttempts(jobs: DeliveryAttemptJob[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { deliveryId, attempt, manual = false, startAfter } = jobs[next++];
      await enqueue(
        "deliver-webhook",
        { deliveryId, attempt, manual },
        { startAfter, singletonKey: manual ? undefined : `${deliveryId}:${attempt}` },
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(ENQUEUE_CONCURRENCY, jobs.length) }, worker));
}
