import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { AutomationEventBody } from "@/lib/validation/automations";
import { enterAutomationsForTeam } from "./enter-automations-for-events";

/**
 * POST /automations/events: a custom event for a contact (by id, or every contact of the team with
 * the address). Contacts enter the active automations whose custom_event trigger has this name, and runs
 * waiting for it (WAIT_FOR_EVENT) go on.
 */
export async function recordAutomationEvent({
  teamId,
  contactId,
  email,
  name,
  data,
}: AutomationEventBody & { teamId: string }) {
  const contacts = await db.contact.findMany({
    where: { teamId, ...(contactId ? { id: contactId } : {}), ...(email ? { email } : {}) },
    select: { id: true },
  });
  if (contacts.length === 0) throw ApiError.notFound("Contact not found");
  const timestamp = new Date();
  const { started, resumed } = await enterAutomationsForTeam(
    teamId,
    contacts.map((contact) => ({
      teamId,
      type: "automation.custom_event" as const,
      timestamp,
      data: { contactId: contact.id, name, data: data ?? {} },
    })),
  );
  return { contacts: contacts.length, runsStarted: started, runsResumed: resumed };
}
