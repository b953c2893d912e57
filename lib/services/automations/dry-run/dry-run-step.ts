import { db } from "@/lib/db";
import type { AutomationNode, Contact } from "@/lib/generated/prisma/client";
import type {
  ConditionData,
  DelayData,
  EmailWriterData,
  SendEmailData,
  UpdateContactData,
  WaitForEventData,
  WebhookData,
} from "@/lib/validation/automations";
import { delayUntil } from "../engine/delay-until";
import { writerMessage } from "../engine/writer-message";
import { contactFieldValue, testField } from "../engine/evaluate-condition";

// One step of a dry run ("test with a contact"): what the engine would decide at this node for
// this contact, reading but never writing. The walk keeps a copy of the contact that UPDATE_CONTACT
// steps change in memory, so later conditions and the goal see what the flow would have done.

export type WriterPreview = {
  source: "model" | "fallback";
  model: string | null;
  reason: string | null;
  subject: string;
  text: string;
};

export type DryState = { contact: Contact; tags: Set<string>; clock: Date; sentEmailAt: string | null };

export type DryDecision = {
  decision: string;
  detail: string;
  label?: "yes" | "no";
  /** The walk stops here: the run would wait for an event, or leave the flow. */
  stop?: "waits" | "completed";
  /** EMAIL_WRITER: what the step would send this contact. */
  preview?: WriterPreview;
};

/** "2026-11-28 09:00 UTC": a marketer reads it; the API's timestamps stay ISO elsewhere. */
const readableTime = (at: Date) => `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)} UTC`;

const plural = (amount: number, unit: string) => `${amount} ${amount === 1 ? unit.replace(/s$/, "") : unit}`;

async function templateName(teamId: string, id: string) {
  const template = await db.template.findFirst({ where: { id, teamId }, select: { name: true, subject: true } });
  return template ? `“${template.name}”` : "a template that no longer exists";
}

/** EMAIL_WRITER: the model is asked for real (nothing is sent), so the marketer reads what would go out. */
async function writerStep(data: EmailWriterData, state: DryState): Promise<DryDecision> {
  const teamId = state.contact.teamId;
  const fallback = await templateName(teamId, data.fallbackTemplateId);
  try {
    const { message, model, fallbackReason } = await writerMessage({
      teamId,
      data,
      contact: state.contact,
      runData: null,
      kind: "preview",
    });
    const text = (message.text ?? "").replace(/\n+Unsubscribe: \S+\s*$/, "").trim();
    const preview: WriterPreview = {
      source: fallbackReason ? "fallback" : "model",
      model: model?.name ?? null,
      reason: fallbackReason,
      subject: message.subject,
      text,
    };
    const detail = fallbackReason
      ? `would send the fallback template ${fallback} (${fallbackReason}) to ${state.contact.email}`
      : `would send an email written by the AI model “${model!.name}” to ${state.contact.email}`;
    return { decision: "send", detail, preview };
  } catch {
    return {
      decision: "send",
      detail: `would write an email with the AI model (fallback ${fallback}) to ${state.contact.email}`,
    };
  }
}

async function delayStep(data: DelayData, state: DryState): Promise<DryDecision> {
  const until = await delayUntil(data, state.contact.teamId, state.clock);
  const how =
    data.mode === "duration" ? `waits ${plural(data.amount, data.unit)}` : `waits until ${data.time} (team time zone)`;
  state.clock = until;
  return { decision: "wait", detail: `${how}, until ${readableTime(until)}` };
}

function conditionStep(data: ConditionData, state: DryState): DryDecision {
  const answer = (passed: boolean, why: string): DryDecision => ({
    decision: passed ? "yes" : "no",
    label: passed ? "yes" : "no",
    detail: why,
  });
  switch (data.kind) {
    case "field": {
      const actual = contactFieldValue(state.contact, data.field);
      const passed = testField(actual, data.operator, data.value ?? "");
      const wanted = data.operator === "is_set" || data.operator === "is_not_set" ? "" : ` “${data.value ?? ""}”`;
      return answer(
        passed,
        `${data.field} is ${actual === null ? "not set" : `“${actual}”`}; the rule is ${data.operator.replace(/_/g, " ")}${wanted}`,
      );
    }
    case "tag": {
      const has = state.tags.has(data.tag.toLowerCase());
      return answer(
        has === (data.operator === "has"),
        `the contact ${has ? "has" : "does not have"} the tag “${data.tag}”; the rule is ${data.operator.replace("_", " ")}`,
      );
    }
    case "status": {
      const passed = (state.contact.status === data.status) === (data.operator === "is");
      return answer(
        passed,
        `the contact's status is ${state.contact.status}; the rule is ${data.operator.replace("_", " ")} ${data.status}`,
      );
    }
    case "email_activity":
      return answer(
        false,
        state.sentEmailAt
          ? `looks at the email sent at the earlier step: nothing is sent in a test, so it counts as not ${data.activity}`
          : `no email was sent before this step, so it counts as not ${data.activity}`,
      );
  }
}

function updateStep(data: UpdateContactData, state: DryState): DryDecision {
  for (const tag of data.removeTags) state.tags.delete(tag.toLowerCase());
  for (const tag of data.addTags) state.tags.add(tag.toLowerCase());
  const metadata = { ...((state.contact.metadata as Record<string, unknown> | null) ?? {}) };
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data.fields)) {
    if (field.startsWith("metadata.")) metadata[field.slice("metadata.".length)] = value;
    else columns[field] = value;
  }
  state.contact = {
    ...state.contact,
    ...columns,
    metadata: metadata as Contact["metadata"],
    ...(data.status ? { status: data.status } : {}),
  };
  const parts = [
    data.addTags.length ? `adds tags ${data.addTags.join(", ")}` : "",
    data.removeTags.length ? `removes tags ${data.removeTags.join(", ")}` : "",
    ...Object.entries(data.fields).map(([field, value]) =>
      value === null ? `clears ${field}` : `sets ${field} to “${value}”`,
    ),
    data.listId ? "moves the contact to another list" : "",
    data.status ? `sets the status to ${data.status}` : "",
  ].filter(Boolean);
  return {
    decision: "update",
    detail: parts.length ? `would update the contact: ${parts.join("; ")}` : "would change nothing",
  };
}

function waitStep(data: WaitForEventData): DryDecision {
  const what =
    data.event === "custom_event"
      ? `the event “${data.name}”`
      : `the contact to ${data.event === "email_opened" ? "open" : data.event === "link_clicked" ? "click" : "reply to"} ${data.email === "previous" ? "the previous email" : "any email"}`;
  return {
    decision: "wait",
    detail: `would wait for ${what} for up to ${plural(data.timeout.amount, data.timeout.unit)}: on the event it follows yes, after the timeout no. The test stops here`,
    stop: "waits",
  };
}

/** The decision at `node` for the walk's contact; data has been checked against the node's schema. */
export async function dryRunStep(node: AutomationNode, data: unknown, state: DryState): Promise<DryDecision> {
  const teamId = state.contact.teamId;
  switch (node.type) {
    case "TRIGGER":
      return { decision: "enter", detail: "the contact would enter the flow" };
    case "DELAY":
      return delayStep(data as DelayData, state);
    case "CONDITION":
      return conditionStep(data as ConditionData, state);
    case "SEND_EMAIL": {
      const send = data as SendEmailData;
      state.sentEmailAt = node.id;
      return {
        decision: "send",
        detail: `would send ${await templateName(teamId, send.templateId)}${send.subject ? ` with the subject “${send.subject}”` : ""} to ${state.contact.email}`,
      };
    }
    case "EMAIL_WRITER": {
      state.sentEmailAt = node.id;
      return writerStep(data as EmailWriterData, state);
    }
    case "UPDATE_CONTACT":
      return updateStep(data as UpdateContactData, state);
    case "WEBHOOK":
      return { decision: "call", detail: `would POST the contact and run to ${(data as WebhookData).url}` };
    case "WAIT_FOR_EVENT":
      return waitStep(data as WaitForEventData);
    case "EXIT":
      return { decision: "exit", detail: "the contact would leave the flow here", stop: "completed" };
  }
}
