import { enterAutomationsForEvents } from "@/lib/services/automations/enter-automations-for-events";
import { queueImportHandOffs } from "@/lib/services/imports/import-completed-subscriber";
import { dispatchWebhookEvents } from "@/lib/services/webhooks/dispatch-webhook-events";
import type { DomainEvent } from "@/lib/events/domain-events";

// The event bus's subscribers, imported as they are: they enqueue through the job contracts
// (lib/jobs), which import no handler, so nothing they load comes back here.
const subscribers: { name: string; handle: (events: DomainEvent[]) => Promise<void> }[] = [
  { name: "webhooks", handle: dispatchWebhookEvents },
  { name: "automations", handle: enterAutomationsForEvents },
  { name: "import hand-off", handle: queueImportHandOffs },
];

/**
 * Hands events to every subscriber. Call it after the triggering transaction has committed, so
 * that nobody hears of a write that was rolled back. Never rejects: a subscriber's failure is
 * logged and must not fail the request or job that published (each subscriber makes its own
 * work durable: Delivery rows, AutomationRun rows, then jobs).
 */
export async function publishEvents(events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await Promise.all(
    subscribers.map(async ({ name, handle }) => {
      try {
        await handle(events);
      } catch (error) {
        console.error(`Publishing ${events.length} event(s) to ${name} failed`, error);
      }
    }),
  );
}
