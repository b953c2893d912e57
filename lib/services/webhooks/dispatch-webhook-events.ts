import type { DomainEvent } from "@/lib/events/domain-events";
import { isWebhookEventName } from "@/lib/events/domain-events";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createDeliveries, type NewDelivery } from "./create-deliveries";
import { subscribedWebhooks } from "./subscribed-webhooks";

/** The payload of docs/contract.md section 9: `{ type, timestamp, data }`, with dates as ISO strings. */
export function webhookPayload(type: string, timestamp: Date, data: Record<string, unknown>): NewDelivery["payload"] {
  return { type, timestamp: timestamp.toISOString(), data: JSON.parse(JSON.stringify(data)) as Prisma.InputJsonObject };
}

/**
 * Creates one PENDING Delivery per subscribed active webhook and queues its delivery job. One
 * query finds the webhooks of every team in the batch, so a batch of tracking hits or campaign
 * sends costs a fixed number of round trips however many events it holds.
 */
export async function dispatchWebhookEvents(events: DomainEvent[]): Promise<void> {
  const subscribable = events.filter((event) => isWebhookEventName(event.type));
  if (subscribable.length === 0) return;
  const teamIds = [...new Set(subscribable.map((event) => event.teamId))];
  const types = [...new Set(subscribable.map((event) => event.type))];
  const webhooks = await subscribedWebhooks(teamIds, types);
  if (webhooks.length === 0) return;

  const deliveries: NewDelivery[] = [];
  for (const event of subscribable) {
    for (const webhook of webhooks) {
      if (webhook.teamId !== event.teamId || !webhook.events.includes(event.type)) continue;
      deliveries.push({
        webhookId: webhook.id,
        event: event.type,
        payload: webhookPayload(event.type, event.timestamp, event.data),
      });
    }
  }
  await createDeliveries(deliveries);
}
