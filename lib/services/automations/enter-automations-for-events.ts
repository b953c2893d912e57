import { db } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import type { AutomationNode, Prisma } from "@/lib/generated/prisma/client";
import { TriggerDataSchema, type TriggerData } from "@/lib/validation/automations";
import { reachGoals } from "./engine/goals";
import { startRun } from "./engine/start-run";
import { wakeWaitingRuns } from "./engine/wake-waiting-runs";
import { teamsWithFlows } from "./teams-with-flows";

// The automations subscriber of the event bus (lib/services/events/publish-events.ts): contacts enter the
// active automations whose TRIGGER matches, runs waiting for the event (WAIT_FOR_EVENT) go on, runs
// whose flow goal the event meets end (GOAL_REACHED), and contacts who unsubscribed, bounced or complained leave their live runs at once. Runs are rows first, jobs second: nothing is lost if the queue
// is down (the sweep in jobs/advance-automation-run.ts queues them later).

const LEAVING_STATUSES = ["UNSUBSCRIBED", "BOUNCED", "COMPLAINED"];

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The contact an event is about (contact events carry the contact itself as data). */
function contactIdOf(event: DomainEvent): string | undefined {
  if (event.type === "contact.created" || event.type === "contact.updated")
    return text(event.data.id) ?? text(event.data.contactId);
  return text(event.data.contactId);
}

/** Whether `trigger` starts on `event`. */
function matches(trigger: TriggerData, event: DomainEvent): boolean {
  const data = event.data;
  switch (trigger.kind) {
    case "list_joined":
      return event.type === "contact.created" && data.listId === trigger.listId;
    case "tag_added":
      return event.type === "contact.tag_added" && text(data.tag)?.toLowerCase() === trigger.tag.toLowerCase();
    // People only: privacy-proxy opens and link-scanner clicks (isAutomated) start nothing.
    case "email_opened":
      return (
        event.type === "open" &&
        data.isAutomated !== true &&
        (!trigger.campaignId || data.campaignId === trigger.campaignId)
      );
    case "link_clicked":
      return (
        event.type === "click" &&
        data.isAutomated !== true &&
        (!trigger.url || (text(data.url) ?? "").includes(trigger.url))
      );
    case "email_replied":
      // Replies come from the inbound mailboxes; automatic ones (out of office) are not people answering.
      return (
        event.type === "reply" &&
        data.isAutomated !== true &&
        (!trigger.campaignId || data.campaignId === trigger.campaignId)
      );
    case "custom_event":
      return event.type === "automation.custom_event" && data.name === trigger.name;
    case "date_anniversary":
    case "segment_entered":
      return false; // Started by their periodic jobs, not by events.
  }
}

async function leaveFlows(teamId: string, contactIds: string[]) {
  if (contactIds.length === 0) return;
  await db.automationRun.updateMany({
    where: { teamId, contactId: { in: contactIds }, status: { in: ["RUNNING", "WAITING"] } },
    data: {
      status: "CANCELLED",
      error: "Left the flow: the contact unsubscribed, bounced or complained",
      nextRunAt: null,
      completedAt: new Date(),
    },
  });
}

/** One team's events: contacts leave, go on in, or enter flows; answers how many runs started and resumed. */
export async function enterAutomationsForTeam(
  teamId: string,
  events: DomainEvent[],
): Promise<{ started: number; resumed: number }> {
  const leaving = events
    .filter(
      (event) =>
        event.type === "unsubscribe" ||
        event.type === "complaint" ||
        (event.type === "contact.updated" && LEAVING_STATUSES.includes(String(event.data.status))),
    )
    .map(contactIdOf)
    .filter((id): id is string => id !== undefined);
  await leaveFlows(teamId, leaving);
  await reachGoals(teamId, events, contactIdOf);
  const resumed = await wakeWaitingRuns(teamId, events);

  const triggers: (AutomationNode & { trigger: TriggerData })[] = (
    await db.automationNode.findMany({
      where: { type: "TRIGGER", automation: { teamId, isActive: true, isDeleted: false } },
    })
  ).flatMap((node) => {
    const parsed = TriggerDataSchema.safeParse(node.data);
    return parsed.success ? [{ ...node, trigger: parsed.data }] : [];
  });
  if (triggers.length === 0) return { started: 0, resumed };

  let started = 0;
  for (const event of events) {
    const contactId = contactIdOf(event);
    if (!contactId) continue;
    for (const node of triggers.filter((candidate) => matches(candidate.trigger, event))) {
      const contact = await db.contact.findFirst({
        where: { id: contactId, teamId, status: "ACTIVE" },
        select: { id: true },
      });
      if (!contact) continue;
      const context = { trigger: event.type, data: event.data } as Prisma.InputJsonValue;
      if (await startRun({ teamId, automationId: node.automationId, triggerNodeId: node.id, contactId, context }))
        started++;
    }
  }
  return { started, resumed };
}

/** The event-bus subscriber: starts runs for matching triggers, team by team. */
export async function enterAutomationsForEvents(events: DomainEvent[]): Promise<void> {
  const teams = new Map<string, DomainEvent[]>();
  for (const event of events) {
    const list = teams.get(event.teamId);
    if (list) list.push(event);
    else teams.set(event.teamId, [event]);
  }
  const listening = await teamsWithFlows([...teams.keys()]);
  for (const [teamId, teamEvents] of teams)
    if (listening.has(teamId)) await enterAutomationsForTeam(teamId, teamEvents);
}
