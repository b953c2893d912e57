"use client";

import { useTranslations } from "next-intl";
import {
  FIELD_OPERATORS,
  type ConditionData,
  type DelayData,
  type TriggerData,
  type UpdateContactData,
} from "@/lib/validation/automations";
import { useFlowLookups, type FlowLookups } from "./flow-lookups";
import type { NodeKind } from "./node-catalog";

// One line under each step's title saying what it is set to do ("Joins Newsletter readers").
// `missing` marks a step still to be set up, drawn in grey. The words are automations.summary.*.

type Summary = { text: string; missing?: boolean };
type Config = Record<string, unknown>;
/** A translator of the "automations" namespace. */
export type AutomationsT = ReturnType<typeof useTranslations<"automations">>;

/** Sunday first, as the API numbers weekdays (0 = Sunday); the short names are automations.weekdays.<key>. */
export const WEEKDAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** Contact statuses a condition can test; their words are automations.statuses.<STATUS>. */
export const CONTACT_STATUSES_TESTED = ["ACTIVE", "PENDING", "UNSUBSCRIBED", "BOUNCED", "COMPLAINED"] as const;

const DURATION_UNIT_NAMES = new Set(["seconds", "minutes", "hours", "days", "weeks"]);

const str = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** "2 days", "1 hour": an amount of a duration unit in the reader's language. */
function durationText(t: AutomationsT, amount: number, unit: string) {
  return DURATION_UNIT_NAMES.has(unit) ? t("duration", { amount, unit }) : `${amount} ${unit}`;
}

function named(lookup: FlowLookups[keyof FlowLookups], id: unknown, fallback: string) {
  const key = str(id);
  if (!key) return null;
  return lookup.names.get(key) ?? (lookup.loading ? "…" : fallback);
}

function triggerSummary(config: Config, lookups: FlowLookups, t: AutomationsT): Summary {
  const data = config as Partial<TriggerData> & Config;
  switch (data.kind) {
    case "list_joined": {
      const list = named(lookups.lists, data.listId, t("summary.deletedList"));
      return list
        ? { text: t("summary.trigger.joins", { list }) }
        : { text: t("summary.trigger.chooseList"), missing: true };
    }
    case "tag_added":
      return str(data.tag)
        ? { text: t("summary.trigger.tagged", { tag: str(data.tag)! }) }
        : { text: t("summary.chooseTag"), missing: true };
    case "email_opened":
      return { text: t("summary.trigger.opens") };
    case "link_clicked":
      return {
        text: str(data.url) ? t("summary.trigger.clicksTo", { url: str(data.url)! }) : t("summary.trigger.clicks"),
      };
    case "email_replied":
      return { text: t("summary.trigger.replies") };
    case "custom_event":
      return str(data.name)
        ? { text: t("summary.trigger.event", { name: str(data.name)! }) }
        : { text: t("summary.trigger.nameEvent"), missing: true };
    case "date_anniversary":
      return str(data.field)
        ? { text: t("summary.trigger.yearly", { field: str(data.field)!.replace(/^metadata\./, "") }) }
        : { text: t("summary.trigger.chooseDateField"), missing: true };
    case "segment_entered": {
      const segment = named(lookups.segments, data.segmentId, t("summary.deletedSegment"));
      return segment
        ? { text: t("summary.trigger.enters", { segment }) }
        : { text: t("summary.trigger.chooseSegment"), missing: true };
    }
    default:
      return { text: t("summary.trigger.chooseStart"), missing: true };
  }
}

function delaySummary(config: Config, t: AutomationsT): Summary {
  const data = config as Partial<DelayData> & Config;
  if (data.mode === "until") {
    const days =
      Array.isArray(data.weekdays) && data.weekdays.length
        ? data.weekdays.map((day) => (WEEKDAY_KEYS[day] ? t(`weekdays.${WEEKDAY_KEYS[day]}`) : "?")).join(", ")
        : t("summary.delay.anyDay");
    return str(data.time)
      ? { text: t("summary.delay.until", { days, time: String(data.time) }) }
      : { text: t("summary.delay.chooseTime"), missing: true };
  }
  const amount = typeof data.amount === "number" ? data.amount : NaN;
  return Number.isInteger(amount) && amount > 0 && data.unit
    ? { text: t("summary.delay.wait", { duration: durationText(t, amount, String(data.unit)) }) }
    : { text: t("summary.delay.setWait"), missing: true };
}

/** The operators a field condition takes, each named in the messages (`operators.<operator>`). */
const FIELD_OPERATOR_NAMES: ReadonlySet<string> = new Set(FIELD_OPERATORS);

function conditionSummary(config: Config, t: AutomationsT): Summary {
  const data = config as Partial<ConditionData> & Config;
  switch (data.kind) {
    case "email_activity": {
      const activity = data.activity === "clicked" ? "clicked" : "opened";
      return data.within && typeof data.within === "object"
        ? {
            text: t("summary.condition.activityWithin", {
              activity,
              duration: durationText(t, data.within.amount, data.within.unit),
            }),
          }
        : { text: t("summary.condition.activity", { activity }) };
    }
    case "tag":
      return str(data.tag)
        ? {
            text: t("summary.condition.tag", {
              operator: data.operator === "has_not" ? "has_not" : "has",
              tag: str(data.tag)!,
            }),
          }
        : { text: t("summary.chooseTag"), missing: true };
    case "status": {
      const status = String(data.status ?? "");
      const word = (CONTACT_STATUSES_TESTED as readonly string[]).includes(status)
        ? t(`statuses.${status}`)
        : status.toLowerCase();
      return {
        text: t("summary.condition.status", { operator: data.operator === "is_not" ? "is_not" : "is", status: word }),
      };
    }
    case "field": {
      const field = str(data.field);
      if (!field) return { text: t("summary.condition.chooseField"), missing: true };
      const operator = String(data.operator);
      const op = FIELD_OPERATOR_NAMES.has(operator) ? t(`operators.${operator}`) : operator;
      const name = field.replace(/^metadata\./, "");
      return data.operator === "is_set" || data.operator === "is_not_set"
        ? { text: t("summary.condition.field", { field: name, operator: op }) }
        : { text: t("summary.condition.fieldValue", { field: name, operator: op, value: str(data.value) ?? "" }) };
    }
    default:
      return { text: t("summary.condition.setTest"), missing: true };
  }
}

const WAIT_EVENT_NAMES = new Set(["email_opened", "link_clicked", "email_replied"]);

function waitForEventSummary(config: Config, t: AutomationsT): Summary {
  const timeout =
    config.timeout && typeof config.timeout === "object"
      ? (config.timeout as { amount?: unknown; unit?: unknown })
      : null;
  const duration =
    timeout && typeof timeout.amount === "number" && typeof timeout.unit === "string"
      ? durationText(t, timeout.amount, timeout.unit)
      : null;
  const limited = (text: string) => (duration ? t("summary.wait.limited", { text, duration }) : text);
  if (config.event === "custom_event")
    return str(config.name)
      ? { text: limited(t("summary.wait.event", { name: str(config.name)! })) }
      : { text: t("summary.wait.nameEvent"), missing: true };
  const event = String(config.event);
  if (!WAIT_EVENT_NAMES.has(event)) return { text: t("summary.wait.choose"), missing: true };
  return { text: limited(t("summary.wait.until", { event, email: config.email === "any" ? "any" : "previous" })) };
}

function updateSummary(config: Config, lookups: FlowLookups, t: AutomationsT): Summary {
  const data = config as Partial<UpdateContactData> & Config;
  const quoted = (tags: string[]) => tags.map((tag) => t("summary.quoted", { text: tag })).join(", ");
  const parts: string[] = [];
  if (data.addTags?.length) parts.push(t("summary.update.tag", { tags: quoted(data.addTags) }));
  if (data.removeTags?.length) parts.push(t("summary.update.untag", { tags: quoted(data.removeTags) }));
  const fieldCount = Object.keys(data.fields ?? {}).length;
  if (fieldCount) parts.push(t("summary.update.setFields", { count: fieldCount }));
  const list = named(lookups.lists, data.listId, t("summary.deletedList"));
  if (list) parts.push(t("summary.update.moveTo", { list }));
  if (data.status)
    parts.push(data.status === "UNSUBSCRIBED" ? t("summary.update.unsubscribe") : t("summary.update.resubscribe"));
  if (!parts.length) return { text: t("summary.update.choose"), missing: true };
  const text = parts.join(", ");
  return { text: text[0].toUpperCase() + text.slice(1) };
}

export function stepSummary(kind: NodeKind, config: Config, lookups: FlowLookups, t: AutomationsT): Summary {
  switch (kind) {
    case "TRIGGER":
      return triggerSummary(config, lookups, t);
    case "SEND_EMAIL": {
      const template = named(lookups.templates, config.templateId, t("summary.deletedTemplate"));
      return template ? { text: template } : { text: t("summary.chooseTemplate"), missing: true };
    }
    case "EMAIL_WRITER": {
      const prompt = str(config.prompt);
      return prompt ? { text: prompt } : { text: t("summary.writePrompt"), missing: true };
    }
    case "DELAY":
      return delaySummary(config, t);
    case "CONDITION":
      return conditionSummary(config, t);
    case "WAIT_FOR_EVENT":
      return waitForEventSummary(config, t);
    case "UPDATE_CONTACT":
      return updateSummary(config, lookups, t);
    case "WEBHOOK": {
      const url = str(config.url);
      return url ? { text: `POST ${url.replace(/^https?:\/\//, "")}` } : { text: t("summary.enterUrl"), missing: true };
    }
    case "EXIT":
      return { text: t("summary.exit") };
  }
}

export function useStepSummary(kind: NodeKind, config: Config): Summary {
  return stepSummary(kind, config, useFlowLookups(), useTranslations("automations"));
}
