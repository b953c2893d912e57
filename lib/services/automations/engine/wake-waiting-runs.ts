import { db } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import { wakeRunSafely } from "./enqueue-run-step";
import { eventWaitKey } from "./wait-keys";

/**
 * Ends the WAIT_FOR_EVENT waits that a batch of one team's events satisfies. Each waiting run is
 * claimed with one conditional update (eventAt still null), so however many matching events
 * arrive, at once or one by one, a run is woken once: one eventAt, one job. The claim is durable:
 * a job lost with its process is queued again by the sweep (sweep-runs.ts). Answers the runs woken.
 */
export async function wakeWaitingRuns(teamId: string, events: DomainEvent[]): Promise<number> {
  // One entry per (contact, key, email): a burst of 1,000 opens is one lookup.
  const wanted = new Map<string, { contactId: string; key: string; emailId: string | null; at: Date }>();
  for (const event of events) {
    const wait = eventWaitKey(event);
    if (!wait) continue;
    const id = `${wait.contactId} ${wait.key} ${wait.emailId ?? ""}`;
    if (!wanted.has(id)) wanted.set(id, { ...wait, at: event.timestamp });
  }
  if (wanted.size === 0) return 0;
  const items = [...wanted.values()];
  const waiting = await db.automationRun.findMany({
    where: {
      teamId,
      status: "WAITING",
      eventAt: null,
      contactId: { in: [...new Set(items.map((item) => item.contactId))] },
      waitKey: { in: [...new Set(items.map((item) => item.key))] },
    },
    select: { id: true, contactId: true, waitKey: true, waitEmailId: true },
  });
  let woken = 0;
  for (const run of waiting) {
    const match = items.find(
      (item) =>
        item.contactId === run.contactId &&
        item.key === run.waitKey &&
        (!run.waitEmailId || run.waitEmailId === item.emailId),
    );
    if (!match) continue;
    const { count } = await db.automationRun.updateMany({
      where: { id: run.id, status: "WAITING", waitKey: run.waitKey, eventAt: null },
      data: { eventAt: match.at },
    });
    if (count !== 1) continue;
    woken++;
    await wakeRunSafely(run.id);
  }
  return woken;
}
