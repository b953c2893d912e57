import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { WEBHOOK_RETRY_DELAYS_SECONDS, retryDelaySeconds } from "@/lib/webhooks/retry-schedule";
import { postWebhook, type PostOutcome } from "@/lib/webhooks/post-webhook";
import { signWebhookPayload } from "@/lib/webhooks/sign-webhook-payload";
import { enqueueDeliveryAttempts } from "./enqueue-delivery-attempts";
import { recordWebhookHealth } from "./record-webhook-health";

export type AttemptResult = "SUCCESS" | "RETRY" | "FAILED" | "SKIPPED";

type AttemptInput = {
  deliveryId: string;
  /** 1 for the first try. The job carries it, so a redelivered job finds its attempt taken. */
  attempt: number;
  /** Test sends and the retry button deliver even to an inactive webhook. */
  manual?: boolean;
  retryDelays?: readonly number[];
};

/** The body exactly as sent and signed, keys in docs/contract.md's order. */
function bodyOf(payload: unknown): string {
  const { type, timestamp, data } = payload as { type: string; timestamp: string; data: unknown };
  return JSON.stringify({ type, timestamp, data });
}

/** Ends a delivery that will not be attempted (its webhook was deleted or turned off). */
async function abandon(deliveryId: string, attempt: number, error: string): Promise<AttemptResult> {
  await db.delivery.updateMany({
    where: { id: deliveryId, status: "PENDING", attempts: attempt - 1 },
    data: { status: "FAILED", error, nextAttemptAt: null },
  });
  return "FAILED";
}

/**
 * One attempt of one delivery: the work of the deliver-webhook job. The attempt number is claimed
 * before the POST (`attempts` moves from attempt-1 to attempt only once), so a job run twice never
 * sends the same attempt twice. The outcome is written as a DeliveryAttempt row plus the
 * Delivery's summary; a failure with retries left schedules the next attempt as a delayed job.
 */
export async function attemptDelivery({
  deliveryId,
  attempt,
  manual = false,
  retryDelays = WEBHOOK_RETRY_DELAYS_SECONDS,
}: AttemptInput): Promise<AttemptResult> {
  const delivery = await db.delivery.findFirst({
    where: { id: deliveryId, status: "PENDING", attempts: attempt - 1 },
    include: { webhook: true },
  });
  if (!delivery) return "SKIPPED";
  const { webhook } = delivery;
  if (webhook.isDeleted) return abandon(deliveryId, attempt, "The webhook was deleted");
  if (!webhook.isActive && !manual)
    return abandon(deliveryId, attempt, webhook.disabledReason ?? "The webhook was turned off");

  const claimed = await db.delivery.updateMany({
    where: { id: deliveryId, status: "PENDING", attempts: attempt - 1 },
    data: { attempts: attempt, nextAttemptAt: null },
  });
  if (claimed.count !== 1) return "SKIPPED";

  const body = bodyOf(delivery.payload);
  const headers = signWebhookPayload({
    secret: openSecret(webhook.secret),
    id: delivery.id,
    timestamp: new Date(),
    body,
  });
  const outcome = await postWebhook({ url: webhook.url, headers, body });

  const delay = outcome.ok ? null : retryDelaySeconds(attempt, retryDelays);
  const nextAttemptAt = delay === null ? null : new Date(Date.now() + delay * 1000);
  const result: AttemptResult = outcome.ok ? "SUCCESS" : nextAttemptAt ? "RETRY" : "FAILED";
  await record({ deliveryId, webhookId: webhook.id, attempt, outcome, result, nextAttemptAt });
  if (nextAttemptAt) await enqueueDeliveryAttempts([{ deliveryId, attempt: attempt + 1, startAfter: nextAttemptAt }]);
  return result;
}

async function record({
  deliveryId,
  webhookId,
  attempt,
  outcome,
  result,
  nextAttemptAt,
}: {
  deliveryId: string;
  webhookId: string;
  attempt: number;
  outcome: PostOutcome;
  result: AttemptResult;
  nextAttemptAt: Date | null;
}) {
  const fields = {
    responseCode: outcome.responseCode,
    responseBody: outcome.responseBody,
    error: outcome.error,
    durationMs: outcome.durationMs,
  };
  await db.$transaction(async (tx) => {
    await tx.deliveryAttempt.create({ data: { deliveryId, attempt, ...fields } });
    // A manual retry may have moved on to a later attempt meanwhile: only the latest writes the summary.
    await tx.delivery.updateMany({
      where: { id: deliveryId, attempts: attempt },
      data: { ...fields, status: result === "RETRY" ? "PENDING" : (result as "SUCCESS" | "FAILED"), nextAttemptAt },
    });
    await recordWebhookHealth(tx, { webhookId, ok: outcome.ok });
  });
}
