import type { DomainEvent } from "./domain-events";

// Subscribers are loaded on first publish, not imported: they enqueue jobs, the job registry
// imports the jobs, and the jobs publish events, so static imports here would make a cycle in
// which whichever module loads first sees the others half-initialised.
const subscribers: { name: string; load: () => Promise<(events: DomainEvent[]) => Promise<void>> }[] = [
  {
    name: "webhooks",
    load: async () => (await import("@/lib/services/webhooks/dispatch-webhook-events")).dispatchWebhookEvents,
  },
  {
    name: "automations",
    load: async () =>
      (await import("@/lib/services/automations/enter-automations-for-events")).enterAutomationsForEvents,
  },
  {
    name: "import hand-off",
    load: async () => (await import("@/lib/services/imports/import-completed-subscriber")).queueImportHandOffs,
  },
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
    subscribers.map(async ({ name, load }) => {
      try {
        await (await load())(events);
      } catch (error) {
        console.error(`Publishing ${events.length} event(s) to ${name} failed`, error);
      }
    }),
  );
}

export function publishEvent(event: DomainEvent): Promise<void> {
  return publishEvents([event]);
}
