import type { Transaction } from "@/lib/db";
import { WEBHOOK_DISABLE_AFTER_MS } from "@/lib/webhooks/retry-schedule";

/**
 * Keeps the webhook's failure streak: a success clears `failingSince`; a failure starts it if
 * needed, and a streak older than 5 days turns the webhook off with a reason the dashboard shows.
 */
export async function recordWebhookHealth(
  tx: Transaction,
  { webhookId, ok, now = new Date() }: { webhookId: string; ok: boolean; now?: Date },
) {
  if (ok) {
    await tx.webhook.updateMany({
      where: { id: webhookId, failingSince: { not: null } },
      data: { failingSince: null },
    });
    return;
  }
  await tx.webhook.updateMany({ where: { id: webhookId, failingSince: null }, data: { failingSince: now } });
  const cutoff = new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS);
  await tx.webhook.updateMany({
    where: { id: webhookId, isActive: true, failingSince: { lte: cutoff } },
    data: {
      isActive: false,
      disabledAt: now,
      disabledReason:
        "Turned off automatically: every delivery failed for 5 days. Fix the endpoint, then turn the webhook on again.",
    },
  });
}
