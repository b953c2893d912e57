import { db } from "@/lib/db";
import type { TriggerData } from "@/lib/validation/automations";
import { startRun } from "./start-run";

/** A contact enters a date_anniversary flow at most once in this many days. */
const ONCE_PER_DAYS = 300;

function monthDayIn(timezone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  return `${parts.find((part) => part.type === "month")!.value}-${parts.find((part) => part.type === "day")!.value}`;
}

/** Contacts whose date field falls today (month and day, in the team's timezone) enter the flow. */
export async function startAnniversaryRuns(now = new Date()): Promise<number> {
  const triggers = await db.automationNode.findMany({
    where: {
      type: "TRIGGER",
      data: { path: ["kind"], equals: "date_anniversary" },
      automation: { isActive: true, isDeleted: false },
    },
    include: { automation: { select: { id: true, teamId: true } } },
  });
  let started = 0;
  for (const trigger of triggers) {
    const { teamId, id: automationId } = trigger.automation;
    const field = (trigger.data as TriggerData & { kind: "date_anniversary" }).field;
    const settings = await db.teamSettings.findFirst({ where: { teamId }, select: { timezone: true } });
    const timezone = settings?.timezone ?? "UTC";
    const today = monthDayIn(timezone, now);
    const since = new Date(now.getTime() - ONCE_PER_DAYS * 86_400_000);
    const key = field.slice("metadata.".length);
    const contacts =
      field === "createdAt"
        ? await db.$queryRaw<{ id: string }[]>`
            SELECT c."id" FROM "Contact" c WHERE c."teamId" = ${teamId} AND NOT c."isDeleted" AND c."status" = 'ACTIVE'
              AND to_char((c."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timezone}, 'MM-DD') = ${today}
              AND NOT EXISTS (SELECT 1 FROM "AutomationRun" r WHERE r."automationId" = ${automationId} AND r."contactId" = c."id" AND r."createdAt" > ${since})`
        : await db.$queryRaw<{ id: string }[]>`
            SELECT c."id" FROM "Contact" c WHERE c."teamId" = ${teamId} AND NOT c."isDeleted" AND c."status" = 'ACTIVE'
              AND c."metadata"->>${key} ~ '^\\d{4}-\\d{2}-\\d{2}' AND substring(c."metadata"->>${key} from 6 for 5) = ${today}
              AND NOT EXISTS (SELECT 1 FROM "AutomationRun" r WHERE r."automationId" = ${automationId} AND r."contactId" = c."id" AND r."createdAt" > ${since})`;
    for (const contact of contacts) {
      const context = { trigger: "date_anniversary", data: { field } };
      if (await startRun({ teamId, automationId, triggerNodeId: trigger.id, contactId: contact.id, context }))
        started++;
    }
  }
  return started;
}
