import { db } from "@/lib/db";
import type { Contact } from "@/lib/generated/prisma/client";
import { marketingRefusal } from "../engine/contact-gate";

const DAY_MS = 86_400_000;

/** Why the contact could not enter the automation now (status, suppression, live run, re-entry rule), or null. */
export async function entryRefusal(
  automation: { id: string; reentry: string; reentryDays: number | null },
  contact: Contact,
  now = new Date(),
): Promise<string | null> {
  if (contact.status !== "ACTIVE")
    return `the contact is ${contact.status.toLowerCase()}: only active contacts enter flows`;
  const refusal = await marketingRefusal(contact);
  if (refusal) return refusal;
  const live = await db.automationRun.findFirst({
    where: { automationId: automation.id, contactId: contact.id, status: { in: ["RUNNING", "WAITING"] } },
    select: { id: true },
  });
  if (live) return "the contact is in this flow already (one live run per contact)";
  const entry = await db.automationEntry.findUnique({
    where: { automationId_contactId: { automationId: automation.id, contactId: contact.id } },
  });
  if (!entry) return null;
  if (automation.reentry === "never")
    return `the contact entered on ${entry.lastEnteredAt.toISOString().slice(0, 10)} and this flow is entered once per contact`;
  if (automation.reentry === "after_days") {
    const again = new Date(entry.lastEnteredAt.getTime() + (automation.reentryDays ?? 0) * DAY_MS);
    if (again > now)
      return `the contact entered on ${entry.lastEnteredAt.toISOString().slice(0, 10)}; it may enter again from ${again.toISOString()}`;
  }
  return null;
}
