"use client";

import type { ConditionData, DelayData, TriggerData, UpdateContactData } from "@/lib/validation/automations";
import { useFlowLookups, type FlowLookups } from "./flow-lookups";
import type { NodeKind } from "./node-catalog";

// One line under each step's title saying what it is set to do ("Joins Newsletter readers").
// `missing` marks a step still to be set up, drawn in grey.

type Summary = { text: string; missing?: boolean };
type Config = Record<string, unknown>;

export const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const str = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
const plural = (amount: number, unit: string) => `${amount} ${amount === 1 ? unit.replace(/s$/, "") : unit}`;

function named(lookup: FlowLookups[keyof FlowLookups], id: unknown, fallback: string) {
  const key = str(id);
  if (!key) return null;
  return lookup.names.get(key) ?? (lookup.loading ? "…" : fallback);
}

function triggerSummary(config: Config, lookups: FlowLookups): Summary {
  const data = config as Partial<TriggerData> & Config;
  switch (data.kind) {
    case "list_joined": {
      const list = named(lookups.lists, data.listId, "a deleted list");
      return list ? { text: `Joins ${list}` } : { text: "Choose a list to start from", missing: true };
    }
    case "tag_added":
      return str(data.tag) ? { text: `Tagged “${str(data.tag)}”` } : { text: "Choose a tag", missing: true };
    case "email_opened":
      return { text: "Opens an email" };
    case "link_clicked":
      return { text: str(data.url) ? `Clicks a link to ${str(data.url)}` : "Clicks a link" };
    case "email_replied":
      return { text: "Replies to an email" };
    case "custom_event":
      return str(data.name) ? { text: `Event “${str(data.name)}”` } : { text: "Name the API event", missing: true };
    case "date_anniversary":
      return str(data.field) ? { text: `Yearly on ${str(data.field)?.replace(/^metadata\./, "")}` } : { text: "Choose a date field", missing: true };
    case "segment_entered": {
      const segment = named(lookups.segments, data.segmentId, "a deleted segment");
      return segment ? { text: `Enters ${segment}` } : { text: "Choose a segment", missing: true };
    }
    default:
      return { text: "Choose what starts the flow", missing: true };
  }
}

export function delaySummary(config: Config): Summary {
  const data = config as Partial<DelayData> & Config;
  if (data.mode === "until") {
    const days = Array.isArray(data.weekdays) && data.weekdays.length ? data.weekdays.map((day) => WEEKDAY_NAMES[day] ?? "?").join(", ") : "any day";
    return str(data.time) ? { text: `Until ${days} at ${data.time}` } : { text: "Choose a time", missing: true };
  }
  const amount = typeof data.amount === "number" ? data.amount : NaN;
  return Number.isInteger(amount) && amount > 0 && data.unit ? { text: `Wait ${plural(amount, String(data.unit))}` } : { text: "Set how long to wait", missing: true };
}

const OPERATOR_WORDS: Record<string, string> = {
  equals: "is",
  not_equals: "is not",
  contains: "contains",
  not_contains: "does not contain",
  starts_with: "starts with",
  ends_with: "ends with",
  is_set: "is set",
  is_not_set: "is empty",
};

function conditionSummary(config: Config): Summary {
  const data = config as Partial<ConditionData> & Config;
  switch (data.kind) {
    case "email_activity": {
      const within = data.within && typeof data.within === "object" ? ` within ${plural(data.within.amount, data.within.unit)}` : "";
      return { text: `${data.activity === "clicked" ? "Clicked" : "Opened"} the previous email${within}?` };
    }
    case "tag":
      return str(data.tag) ? { text: `${data.operator === "has_not" ? "Lacks" : "Has"} tag “${str(data.tag)}”?` } : { text: "Choose a tag", missing: true };
    case "status":
      return { text: `Status ${data.operator === "is_not" ? "is not" : "is"} ${String(data.status ?? "").toLowerCase()}?` };
    case "field": {
      const field = str(data.field);
      if (!field) return { text: "Choose a field to test", missing: true };
      const op = OPERATOR_WORDS[String(data.operator)] ?? String(data.operator);
      const value = data.operator === "is_set" || data.operator === "is_not_set" ? "" : ` “${str(data.value) ?? ""}”`;
      return { text: `${field.replace(/^metadata\./, "")} ${op}${value}?` };
    }
    default:
      return { text: "Set the test", missing: true };
  }
}

const WAIT_WORDS: Record<string, string> = { email_opened: "opens", link_clicked: "clicks", email_replied: "replies to" };

function waitForEventSummary(config: Config): Summary {
  const timeout = config.timeout && typeof config.timeout === "object" ? (config.timeout as { amount?: unknown; unit?: unknown }) : null;
  const limit = timeout && typeof timeout.amount === "number" && typeof timeout.unit === "string" ? ` (up to ${plural(timeout.amount, timeout.unit as never)})` : "";
  if (config.event === "custom_event") return str(config.name) ? { text: `Until event “${str(config.name)}”${limit}` } : { text: "Name the event", missing: true };
  const verb = WAIT_WORDS[String(config.event)];
  if (!verb) return { text: "Choose what to wait for", missing: true };
  return { text: `Until the contact ${verb} ${config.email === "any" ? "any email" : "the previous email"}${limit}` };
}

function updateSummary(config: Config, lookups: FlowLookups): Summary {
  const data = config as Partial<UpdateContactData> & Config;
  const parts: string[] = [];
  if (data.addTags?.length) parts.push(`Tag ${data.addTags.map((tag) => `“${tag}”`).join(", ")}`);
  if (data.removeTags?.length) parts.push(`untag ${data.removeTags.map((tag) => `“${tag}”`).join(", ")}`);
  const fieldCount = Object.keys(data.fields ?? {}).length;
  if (fieldCount) parts.push(`set ${plural(fieldCount, "fields")}`);
  const list = named(lookups.lists, data.listId, "a deleted list");
  if (list) parts.push(`move to ${list}`);
  if (data.status) parts.push(data.status === "UNSUBSCRIBED" ? "unsubscribe" : "resubscribe");
  if (!parts.length) return { text: "Choose what to change", missing: true };
  const text = parts.join(", ");
  return { text: text[0].toUpperCase() + text.slice(1) };
}

export function stepSummary(kind: NodeKind, config: Config, lookups: FlowLookups): Summary {
  switch (kind) {
    case "TRIGGER":
      return triggerSummary(config, lookups);
    case "SEND_EMAIL": {
      const template = named(lookups.templates, config.templateId, "a deleted template");
      return template ? { text: template } : { text: "Choose a template", missing: true };
    }
    case "EMAIL_WRITER": {
      const prompt = str(config.prompt);
      return prompt ? { text: prompt } : { text: "Write the prompt", missing: true };
    }
    case "DELAY":
      return delaySummary(config);
    case "CONDITION":
      return conditionSummary(config);
    case "WAIT_FOR_EVENT":
      return waitForEventSummary(config);
    case "UPDATE_CONTACT":
      return updateSummary(config, lookups);
    case "WEBHOOK": {
      const url = str(config.url);
      return url ? { text: `POST ${url.replace(/^https?:\/\//, "")}` } : { text: "Enter the URL", missing: true };
    }
    case "EXIT":
      return { text: "The contact leaves the flow" };
  }
}

export function useStepSummary(kind: NodeKind, config: Config): Summary {
  return stepSummary(kind, config, useFlowLookups());
}
