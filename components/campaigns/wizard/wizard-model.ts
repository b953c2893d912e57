import type { Campaign, CampaignInput, RecurringSchedule } from "@/lib/queries/campaigns";
import { type AbForm, abBody, abFromCampaign, abProblems, emptyAb, type Words } from "./ab-model";

export type { Words } from "./ab-model";

// The wizard's form state and its translation to and from the API's Campaign fields.

/** The steps in order; each is named campaigns.wizard.steps.<key> in the messages. */
export const STEPS = [
  { key: "details" },
  { key: "audience" },
  { key: "template" },
  { key: "smtp" },
  { key: "ab" },
  { key: "schedule" },
  { key: "batching" },
  { key: "review" },
] as const;
export type StepKey = (typeof STEPS)[number]["key"];

/** What every step of the wizard is given: the state, a way to change it, and the server's problems by field. */
export type StepProps = {
  state: WizardState;
  change: (changes: Partial<WizardState>) => void;
  errors: Record<string, string>;
};

export type SendMode = "now" | "later" | "recurring";
/** Where the content comes from: the template alone, or a feed the template shows (docs/contract.md section 23). */
export type ContentSource = "template" | "feed";
export type DelayUnit = "seconds" | "minutes";

export type WizardState = {
  name: string;
  description: string;
  listId: string;
  /** A saved segment instead of a list (docs/contract.md section 16); "" when the audience is a list. */
  segmentId: string;
  /** The topic the campaign is sent for (docs/contract.md section 21); "" for none. */
  topicId: string;
  source: ContentSource;
  /** The feed (source "feed"): its address, how many items a run sends (1-20), only items not sent before. */
  feedUrl: string;
  feedMaxItems: string;
  feedOnlyNew: boolean;
  templateId: string;
  /** The campaign's own subject over the template's ("" = the template's), e.g. a picked AI suggestion. */
  subject: string;
  smtpConfigId: string;
  /** The A/B test (ab-model.ts). */
  ab: AbForm;
  mode: SendMode;
  /** Wall-clock date and time in `timezone`: YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  timezone: string;
  /** "Send later" at `time` on `date` in each recipient's own zone (sendAt recipient-local). */
  localDelivery: boolean;
  recurringSchedule: RecurringSchedule;
  cronExpression: string;
  batchSize: string;
  delayAmount: string;
  delayUnit: DelayUnit;
};

const NANOS_PER = { seconds: 1_000_000_000, minutes: 60_000_000_000 } as const;

function browserTimezone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every IANA zone the browser knows, the chosen one included even if it is an alias. */
export function timezoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Wall-clock parts of an instant in a zone. */
function wallClock(instant: Date, timezone: string) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? "00";
  return { date: `${value("year")}-${value("month")}-${value("day")}`, time: `${value("hour")}:${value("minute")}` };
}

/**
 * The instant at which clocks in `timezone` read `date` `time`. The zone's offset is found by
 * reading the guess back; two passes settle offsets that change around the moment (DST).
 */
function zonedInstant(date: string, time: string, timezone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(clock[1]), Number(clock[2]));
  let guess = target;
  for (let pass = 0; pass < 2; pass++) {
    const read = wallClock(new Date(guess), timezone);
    const [y, m, d] = read.date.split("-").map(Number);
    const [h, min] = read.time.split(":").map(Number);
    guess += target - Date.UTC(y, m - 1, d, h, min);
  }
  return new Date(guess);
}

function defaultStart(timezone: string) {
  // Tomorrow at 09:00 local: a sensible first suggestion for "later".
  const tomorrow = wallClock(new Date(Date.now() + 24 * 3600 * 1000), timezone);
  return { date: tomorrow.date, time: "09:00" };
}

export function emptyWizard(): WizardState {
  const timezone = browserTimezone();
  return {
    name: "",
    description: "",
    listId: "",
    segmentId: "",
    topicId: "",
    source: "template",
    feedUrl: "",
    feedMaxItems: "5",
    feedOnlyNew: true,
    templateId: "",
    subject: "",
    smtpConfigId: "",
    ab: emptyAb(),
    mode: "now",
    ...defaultStart(timezone),
    timezone,
    localDelivery: false,
    recurringSchedule: "WEEKLY",
    cronExpression: "0 9 * * 1",
    batchSize: "500",
    delayAmount: "0",
    delayUnit: "seconds",
  };
}

export function wizardFromCampaign(campaign: Campaign): WizardState {
  const base = emptyWizard();
  const timezone = campaign.timezone || base.timezone;
  const localDelivery = campaign.sendAt === "recipient-local";
  const start = localDelivery
    ? { date: campaign.localDate ?? defaultStart(timezone).date, time: campaign.localTime ?? "09:00" }
    : campaign.scheduledFor
      ? wallClock(new Date(campaign.scheduledFor), timezone)
      : defaultStart(timezone);
  const delaySeconds = Number(campaign.batchDelay) / NANOS_PER.seconds;
  const inMinutes = delaySeconds >= 60 && delaySeconds % 60 === 0;
  return {
    ...base,
    name: campaign.name,
    description: campaign.description ?? "",
    listId: campaign.listId ?? "",
    segmentId: campaign.segmentId ?? "",
    topicId: campaign.topicId ?? "",
    source: campaign.feed ? "feed" : "template",
    feedUrl: campaign.feed?.url ?? "",
    feedMaxItems: String(campaign.feed?.maxItems ?? 5),
    feedOnlyNew: campaign.feed?.onlyNew ?? true,
    templateId: campaign.templateId ?? "",
    subject: campaign.subject ?? "",
    smtpConfigId: campaign.smtpConfigId ?? "",
    ab: abFromCampaign(campaign),
    mode: campaign.schedule === "RECURRING" ? "recurring" : campaign.scheduledFor || localDelivery ? "later" : "now",
    ...start,
    timezone,
    localDelivery,
    recurringSchedule: campaign.recurringSchedule ?? base.recurringSchedule,
    cronExpression: campaign.cronExpression ?? base.cronExpression,
    batchSize: campaign.batchSize === null ? "" : String(campaign.batchSize),
    delayAmount: String(inMinutes ? delaySeconds / 60 : delaySeconds),
    delayUnit: inMinutes ? "minutes" : "seconds",
  };
}

function batchDelayNanos(state: Pick<WizardState, "delayAmount" | "delayUnit">): number {
  const amount = Number(state.delayAmount || 0);
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * NANOS_PER[state.delayUnit]) : 0;
}

export function scheduledInstant(state: WizardState): Date | null {
  return state.mode === "now" ? null : zonedInstant(state.date, state.time, state.timezone);
}

/** Local delivery applies to "Send later" only (the server refuses it on recurring campaigns). */
const isLocalDelivery = (state: WizardState) => state.mode === "later" && state.localDelivery;

/** UTC-12, where a date ends last: the local date has passed everywhere once its time passed there. */
const LAST_ZONE = "Etc/GMT+12";

/** The Campaign fields of the form, as the create and update bodies take them. */
export function campaignBody(state: WizardState): CampaignInput {
  const recurring = state.mode === "recurring";
  const local = isLocalDelivery(state);
  // A local-time campaign's first moment is the server's to work out (its first group).
  const instant = local ? null : scheduledInstant(state);
  const size = state.batchSize.trim() === "" ? null : Number(state.batchSize);
  return {
    name: state.name,
    description: state.description || null,
    listId: state.segmentId ? null : state.listId || null,
    segmentId: state.segmentId || null,
    topicId: state.topicId || null,
    templateId: state.templateId || null,
    subject: state.subject.trim() || null,
    smtpConfigId: state.smtpConfigId || null,
    feed: feedBody(state),
    abTest: abBody(state.ab),
    schedule: recurring ? "RECURRING" : "ONE_TIME",
    recurringSchedule: recurring ? state.recurringSchedule : null,
    cronExpression: recurring && state.recurringSchedule === "CUSTOM" ? state.cronExpression.trim() : null,
    scheduledFor: instant ? instant.toISOString() : null,
    timezone: state.timezone,
    sendAt: local ? "recipient-local" : null,
    localTime: local ? state.time : null,
    localDate: local ? state.date : null,
    batchSize: size,
    batchDelay: batchDelayNanos(state),
  };
}

/** The campaign's `feed`, or null when the content is the template alone. */
function feedBody(state: WizardState): CampaignInput["feed"] {
  if (state.source !== "feed") return null;
  return { url: state.feedUrl.trim(), maxItems: Number(state.feedMaxItems), onlyNew: state.feedOnlyNew };
}

/** A feed address the browser can already tell is usable (http or https). */
export function isFeedUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const FIELD_STEP: Record<string, StepKey> = {
  name: "details",
  description: "details",
  listId: "audience",
  segmentId: "audience",
  topicId: "audience",
  feed: "template",
  templateId: "template",
  smtpConfigId: "smtp",
  abTest: "ab",
  schedule: "schedule",
  recurringSchedule: "schedule",
  cronExpression: "schedule",
  scheduledFor: "schedule",
  timezone: "schedule",
  sendAt: "schedule",
  localTime: "schedule",
  localDate: "schedule",
  batchSize: "batching",
  batchDelay: "batching",
};

/** The first step holding one of the server's field errors. */
export function stepOfErrors(details: Record<string, string>): StepKey | null {
  const steps = Object.keys(details)
    .map((field) => FIELD_STEP[field] ?? FIELD_STEP[field.split(".")[0]])
    .filter(Boolean);
  return STEPS.find((step) => steps.includes(step.key))?.key ?? null;
}

/** What blocks leaving a step, checked in the browser before the server sees it. */
export function stepProblems(
  step: StepKey,
  state: WizardState,
  { cronError, text }: { cronError: string | null; text: Words },
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (step === "details" && !state.name.trim()) problems.name = text("name");
  if (step === "audience" && !state.listId && !state.segmentId) problems.listId = text("listId");
  if (step === "template" && state.source === "feed") {
    if (!isFeedUrl(state.feedUrl)) problems["feed.url"] = text("feedUrl");
    const items = Number(state.feedMaxItems);
    if (!Number.isInteger(items) || items < 1 || items > 20) problems["feed.maxItems"] = text("feedMaxItems");
  }
  if (step === "template" && !state.templateId) problems.templateId = text("templateId");
  if (step === "smtp" && !state.smtpConfigId) problems.smtpConfigId = text("smtpConfigId");
  if (step === "ab") Object.assign(problems, abProblems(state.ab, text));
  if (step === "schedule" && state.mode !== "now") {
    const instant = isLocalDelivery(state) ? zonedInstant(state.date, state.time, LAST_ZONE) : scheduledInstant(state);
    if (!instant) problems.scheduledFor = text("scheduledFor");
    else if (state.mode === "later" && instant.getTime() <= Date.now()) problems.scheduledFor = text("future");
    if (state.mode === "recurring" && state.recurringSchedule === "CUSTOM" && cronError)
      problems.cronExpression = cronError;
  }
  if (step === "batching") {
    const size = Number(state.batchSize);
    if (state.batchSize.trim() !== "" && (!Number.isInteger(size) || size < 1 || size > 10_000))
      problems.batchSize = text("batchSize");
    const delay = Number(state.delayAmount || 0);
    if (!Number.isFinite(delay) || delay < 0) problems.batchDelay = text("batchDelay");
  }
  return problems;
}
