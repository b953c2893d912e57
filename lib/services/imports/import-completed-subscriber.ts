import type { DomainEvent } from "@/lib/events/domain-events";
import { enqueue } from "@/lib/jobs";

/**
 * The event-bus subscriber that queues the hand-off of a completed import's new contacts
 * (jobs/start-import-flows.ts). A failed enqueue is picked up by the job's 5-minute sweep.
 */
export async function queueImportHandOffs(events: DomainEvent[]): Promise<void> {
  const ids = events
    .filter((event) => event.type === "import.completed")
    .map((event) => event.data.importId)
    .filter((id): id is string => typeof id === "string");
  if (ids.length === 0) return;
  for (const importId of ids)
    await enqueue("start-import-flows", { importId }, { singletonKey: `import-flows:${importId}` });
}
