import { db } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import { Prisma, type Contact } from "@/lib/generated/prisma/client";
import { AutomationGoalSchema, type AutomationGoal } from "@/lib/validation/automations";
import { contactFieldValue } from "./evaluate-condition";

// Flow goals (issue 21): when a contact meets its automation's goal, its live runs end at once
// with status GOAL_REACHED, waiting ones included. Two ways in: an event that meets the goal
// (reachGoals, called by the event subscriber) and the engine's check before every step, which
// catches what no event announced (a tag already there at entry, a field set by an import).

export function parseGoal(value: unknown): AutomationGoal | null {
  if (value === null || value === undefined) return null;
  const parsed = AutomationGoalSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function describeGoal(goal: AutomationGoal): string {
  if (goal.kind === "tag_added") return `tagged ${goal.tag}`;
  if (goal.kind === "custom_event") return `event ${goal.name}`;
  return `${goal.field} is ${goal.value}`;
}

/** Whether the contact meets the goal now (a custom event is only ever met by the event itself). */
export async function contactMeetsGoal(goal: AutomationGoal, contact: Contact): Promise<boolean> {
  if (goal.kind === "custom_event") return false;
  if (goal.kind === "field_equals")
    return (contactFieldValue(contact, goal.field) ?? "").toLowerCase() === goal.value.toLowerCase();
  const tag = await db.tag.findFirst({
    where: { contactId: contact.id, teamId: contact.teamId, name: { equals: goal.tag, mode: "insensitive" } },
    select: { id: true },
  });
  return tag !== null;
}

const ISO_NOW = Prisma.sql`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Ends the contacts' live runs of an automation as GOAL_REACHED, noting the step each was at in its
 * history. One conditional statement: a run the engine is moving at the same moment loses its own
 * commit (advance-run.ts checks updatedAt), so it ends here, once.
 */
async function endRunsAtGoal({
  automationId,
  contactIds,
  why,
}: {
  automationId: string;
  contactIds: string[];
  why: string;
}): Promise<number> {
  if (contactIds.length === 0) return 0;
  return db.$executeRaw(Prisma.sql`
    UPDATE "AutomationRun" r SET "status" = 'GOAL_REACHED', "completedAt" = now(), "updatedAt" = now(),
      "nextRunAt" = NULL, "waitKey" = NULL, "waitEmailId" = NULL, "eventAt" = NULL,
      "history" = r."history" || jsonb_build_array(jsonb_build_object(
        'nodeId', r."currentNodeId", 'type', (SELECT n."type"::text FROM "AutomationNode" n WHERE n."id" = r."currentNodeId"),
        'at', ${ISO_NOW}, 'outcome', ${`goal reached: ${why}`}::text))
    WHERE r."automationId" = ${automationId} AND r."contactId" IN (${Prisma.join(contactIds)}) AND r."status" IN ('RUNNING', 'WAITING')`);
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Whether `event` meets `goal` for its contact: yes, no, or "check" the contact's fields now. */
function eventMeets(goal: AutomationGoal, event: DomainEvent): boolean | "check" {
  if (goal.kind === "tag_added")
    return event.type === "contact.tag_added" && text(event.data.tag)?.toLowerCase() === goal.tag.toLowerCase();
  if (goal.kind === "custom_event") return event.type === "automation.custom_event" && event.data.name === goal.name;
  return event.type === "contact.updated" ? "check" : false;
}

/** One team's events against its active automations' goals; answers the runs ended. */
export async function reachGoals(
  teamId: string,
  events: DomainEvent[],
  contactIdOf: (event: DomainEvent) => string | undefined,
): Promise<number> {
  const withGoals = (
    await db.automation.findMany({
      where: { teamId, isActive: true, goal: { not: Prisma.AnyNull } },
      select: { id: true, goal: true },
    })
  )
    .map((automation) => ({ id: automation.id, goal: parseGoal(automation.goal) }))
    .filter((automation): automation is { id: string; goal: AutomationGoal } => automation.goal !== null);
  if (withGoals.length === 0) return 0;
  let ended = 0;
  for (const { id, goal } of withGoals) {
    const sure = new Set<string>();
    const toCheck = new Set<string>();
    for (const event of events) {
      const contactId = contactIdOf(event);
      const meets = contactId ? eventMeets(goal, event) : false;
      if (meets === true) sure.add(contactId!);
      else if (meets === "check") toCheck.add(contactId!);
    }
    if (toCheck.size > 0) {
      const contacts = await db.contact.findMany({ where: { teamId, id: { in: [...toCheck] } } });
      for (const contact of contacts) if (await contactMeetsGoal(goal, contact)) sure.add(contact.id);
    }
    ended += await endRunsAtGoal({ automationId: id, contactIds: [...sure], why: describeGoal(goal) });
  }
  return ended;
}
