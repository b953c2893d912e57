import { db } from "@/lib/db";
import type { AutomationRun, Contact } from "@/lib/generated/prisma/client";
import { DURATION_UNIT_MS, type ConditionData } from "@/lib/validation/automations";

/** A contact column, or `metadata.<key>`, as text (null when unset). */
export function contactFieldValue(contact: Contact, field: string): string | null {
  const raw = field.startsWith("metadata.")
    ? ((contact.metadata ?? {}) as Record<string, unknown>)[field.slice("metadata.".length)]
    : (contact as unknown as Record<string, unknown>)[field];
  if (raw === null || raw === undefined || raw === "") return null;
  return typeof raw === "string" ? raw : JSON.stringify(raw);
}

export function testField(
  actual: string | null,
  operator: Extract<ConditionData, { kind: "field" }>["operator"],
  expected: string,
): boolean {
  const value = (actual ?? "").toLowerCase();
  const wanted = expected.toLowerCase();
  switch (operator) {
    case "is_set":
      return actual !== null;
    case "is_not_set":
      return actual === null;
    case "equals":
      return value === wanted;
    case "not_equals":
      return value !== wanted;
    case "contains":
      return value.includes(wanted);
    case "not_contains":
      return !value.includes(wanted);
    case "starts_with":
      return value.startsWith(wanted);
    case "ends_with":
      return value.endsWith(wanted);
  }
}

/**
 * Opened / clicked "the previous email": the last email this run sent. Machine opens (privacy
 * proxies, link scanners) do not count; `within` is counted from the send.
 */
async function emailActivity(
  run: AutomationRun,
  data: Extract<ConditionData, { kind: "email_activity" }>,
): Promise<boolean> {
  const email = await db.email.findFirst({
    where: { automationRunId: run.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, sentAt: true, createdAt: true },
  });
  if (!email) return false;
  const from = email.sentAt ?? email.createdAt;
  const to = data.within
    ? new Date(from.getTime() + data.within.amount * DURATION_UNIT_MS[data.within.unit])
    : undefined;
  const hit = await db.emailTracking.findFirst({
    where: {
      emailId: email.id,
      event: data.activity === "opened" ? "open" : "click",
      isAutomated: false,
      ...(to ? { timestamp: { lte: to } } : {}),
    },
    select: { id: true },
  });
  return hit !== null;
}

/** Whether the contact passes the CONDITION (the run then follows the `yes` edge, else `no`). */
export async function evaluateCondition(
  data: ConditionData,
  { run, contact }: { run: AutomationRun; contact: Contact },
): Promise<boolean> {
  switch (data.kind) {
    case "field":
      return testField(contactFieldValue(contact, data.field), data.operator, data.value ?? "");
    case "status":
      return (contact.status === data.status) === (data.operator === "is");
    case "tag": {
      const tag = await db.tag.findFirst({
        where: { contactId: contact.id, teamId: contact.teamId, name: { equals: data.tag, mode: "insensitive" } },
        select: { id: true },
      });
      return (tag !== null) === (data.operator === "has");
    }
    case "email_activity":
      return emailActivity(run, data);
  }
}
