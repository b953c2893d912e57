import { CONTACT_FIELDS, isContactField } from "@/lib/contacts/contact-fields";

// The segment rule language (docs/contract.md section 16). Pure: the API validates with it, the SQL compiler
// (compile-sql.ts) reads its output and the dashboard's builder offers the same fields and ops.
//
// A segment is `{ match: "all" | "any", rules: [...] }`; each entry is a rule `{ field, op, value }`
// or a nested group `{ match, rules }`. Problems are reported per rule, keyed by the rule's path
// ("rules.2.op", "rules.1.rules.0.value"), so the builder can point at the rule at fault.

const MATCHES = ["all", "any"] as const;
export type Match = (typeof MATCHES)[number];

const TEXT_OPS = [
  "equals",
  "notEquals",
  "contains",
  "notContains",
  "startsWith",
  "endsWith",
  "isSet",
  "isNotSet",
] as const;
const NUMBER_OPS = ["gt", "gte", "lt", "lte"] as const;
const TAG_OPS = ["has", "notHas"] as const;
const STATUS_OPS = ["equals", "notEquals"] as const;
const DATE_OPS = ["before", "after", "withinDays", "olderThanDays", "isSet", "isNotSet"] as const;
const ENGAGEMENT_OPS = ["opened", "clicked", "notOpened", "notClicked"] as const;
type SegmentOp = (
  | typeof TEXT_OPS
  | typeof NUMBER_OPS
  | typeof TAG_OPS
  | typeof DATE_OPS
  | typeof ENGAGEMENT_OPS
)[number];

/** Every op of the language, once each: the builder names each one (`segments.rules.ops`). */
const SEGMENT_OPS: ReadonlySet<string> = new Set([
  ...TEXT_OPS,
  ...NUMBER_OPS,
  ...TAG_OPS,
  ...DATE_OPS,
  ...ENGAGEMENT_OPS,
]);
export const isSegmentOp = (op: string): op is SegmentOp => SEGMENT_OPS.has(op);

export const DATE_FIELDS = ["createdAt", "confirmedAt", "unsubscribedAt"] as const;
export const CONTACT_STATUSES = ["ACTIVE", "PENDING", "UNSUBSCRIBED", "BOUNCED", "COMPLAINED"] as const;

type TextOp = (typeof TEXT_OPS)[number];
type NumberOp = (typeof NUMBER_OPS)[number];
type DateOp = (typeof DATE_OPS)[number];
type EngagementOp = (typeof ENGAGEMENT_OPS)[number];
export type DateField = (typeof DATE_FIELDS)[number];

export type SegmentRule =
  | { kind: "text"; field: (typeof CONTACT_FIELDS)[number]; op: TextOp; value?: string }
  | { kind: "metadata"; key: string; op: TextOp | NumberOp; value?: string | number | boolean }
  | { kind: "tag"; op: (typeof TAG_OPS)[number]; value: string }
  | { kind: "status"; op: (typeof STATUS_OPS)[number]; value: (typeof CONTACT_STATUSES)[number] }
  | { kind: "date"; field: DateField; op: DateOp; value?: string | number }
  | { kind: "engagement"; op: EngagementOp; value: { campaignId?: string; withinDays: number } }
  | { kind: "group"; match: Match; rules: SegmentRule[] };

export type SegmentDefinition = { match: Match; rules: SegmentRule[] };

const MAX_RULES = 50;
const MAX_DEPTH = 3;
const MAX_DAYS = 36_500;
const METADATA_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The ops a field takes, for messages and for the builder's op menu. */
export function opsFor(field: string): readonly string[] | null {
  if (isContactField(field)) return TEXT_OPS;
  if (field.startsWith("metadata.")) return [...TEXT_OPS, ...NUMBER_OPS];
  if (field === "tag") return TAG_OPS;
  if (field === "status") return STATUS_OPS;
  if ((DATE_FIELDS as readonly string[]).includes(field))
    return field === "createdAt" ? DATE_OPS.slice(0, 4) : DATE_OPS;
  if (field === "engagement") return ENGAGEMENT_OPS;
  return null;
}

export const UNKNOWN_FIELD_HINT = `use a contact field (${CONTACT_FIELDS.join(", ")}), metadata.<key>, tag, status, ${DATE_FIELDS.join(", ")} or engagement`;

type Problems = Record<string, string>;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isDays = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_DAYS;
const NO_VALUE_OPS = new Set(["isSet", "isNotSet"]);

function nonEmptyText(value: unknown, path: string, problems: Problems): value is string {
  if (typeof value !== "string") problems[`${path}.value`] = "must be a string";
  else if (value.trim() === "" || value.length > 255) problems[`${path}.value`] = "must be 1 to 255 characters";
  else return true;
  return false;
}

function isoDate(value: unknown): boolean {
  return (
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

function parseRule(raw: Record<string, unknown>, path: string, problems: Problems): SegmentRule | null {
  const { field, op, value } = raw;
  if (typeof field !== "string") {
    problems[`${path}.field`] = field === undefined ? "is required" : "must be a string";
    return null;
  }
  const ops = opsFor(field);
  if (!ops) {
    problems[`${path}.field`] = `unknown field "${field}": ${UNKNOWN_FIELD_HINT}`;
    return null;
  }
  if (typeof op !== "string" || !ops.includes(op)) {
    problems[`${path}.op`] =
      `${op === undefined ? "is required" : `unknown op "${String(op)}"`} for ${field}: use one of ${ops.join(", ")}`;
    return null;
  }
  if (NO_VALUE_OPS.has(op)) {
    if (value !== undefined && value !== null) problems[`${path}.value`] = `must be left out for ${op}`;
    if (isContactField(field)) return { kind: "text", field, op: op as TextOp };
    if (field.startsWith("metadata.")) return metadataRule(field, op as TextOp, undefined, path, problems);
    return { kind: "date", field: field as DateField, op: op as DateOp };
  }
  if (isContactField(field))
    return nonEmptyText(value, path, problems) ? { kind: "text", field, op: op as TextOp, value } : null;
  if (field.startsWith("metadata.")) return metadataRule(field, op as TextOp | NumberOp, value, path, problems);
  if (field === "tag")
    return nonEmptyText(value, path, problems) ? { kind: "tag", op: op as "has", value: value.trim() } : null;
  if (field === "status") {
    if (typeof value === "string" && (CONTACT_STATUSES as readonly string[]).includes(value))
      return { kind: "status", op: op as "equals", value: value as "ACTIVE" };
    problems[`${path}.value`] = `must be one of ${CONTACT_STATUSES.join(", ")}`;
    return null;
  }
  if (field === "engagement") return engagementRule(op as EngagementOp, value, path, problems);
  if (op === "before" || op === "after") {
    if (isoDate(value)) return { kind: "date", field: field as DateField, op, value: value as string };
    problems[`${path}.value`] = "must be an ISO 8601 date (2026-01-31 or 2026-01-31T09:00:00Z)";
    return null;
  }
  if (isDays(value)) return { kind: "date", field: field as DateField, op: op as DateOp, value };
  problems[`${path}.value`] = `must be a whole number of days from 1 to ${MAX_DAYS}`;
  return null;
}

function metadataRule(
  field: string,
  op: TextOp | NumberOp,
  value: unknown,
  path: string,
  problems: Problems,
): SegmentRule | null {
  const key = field.slice("metadata.".length);
  if (!METADATA_KEY.test(key)) {
    problems[`${path}.field`] = "metadata keys are 1 to 64 letters, digits, _ or -";
    return null;
  }
  if (NO_VALUE_OPS.has(op)) return { kind: "metadata", key, op };
  if ((NUMBER_OPS as readonly string[]).includes(op)) {
    if (typeof value === "number" && Number.isFinite(value)) return { kind: "metadata", key, op, value };
    problems[`${path}.value`] = "must be a number";
    return null;
  }
  if ((op === "equals" || op === "notEquals") && (typeof value === "number" || typeof value === "boolean"))
    return { kind: "metadata", key, op, value };
  if (!nonEmptyText(value, path, problems)) {
    if (op === "equals" || op === "notEquals") problems[`${path}.value`] = "must be a string, a number or true/false";
    return null;
  }
  return { kind: "metadata", key, op, value: value as string };
}

function engagementRule(op: EngagementOp, value: unknown, path: string, problems: Problems): SegmentRule | null {
  if (!isObject(value)) {
    problems[`${path}.value`] = "must be an object { campaignId?, withinDays }";
    return null;
  }
  const { campaignId, withinDays, ...rest } = value;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) problems[`${path}.value.${unknown[0]}`] = "is not a known field (campaignId, withinDays)";
  if (!isDays(withinDays))
    problems[`${path}.value.withinDays`] = `must be a whole number of days from 1 to ${MAX_DAYS}`;
  if (campaignId !== undefined && (typeof campaignId !== "string" || campaignId.length === 0))
    problems[`${path}.value.campaignId`] = "must be a campaign id";
  if (unknown.length > 0 || !isDays(withinDays) || (campaignId !== undefined && typeof campaignId !== "string"))
    return null;
  return { kind: "engagement", op, value: { withinDays, ...(campaignId ? { campaignId: campaignId as string } : {}) } };
}

function parseMatch(value: unknown, path: string, problems: Problems): Match | null {
  if ((MATCHES as readonly unknown[]).includes(value)) return value as Match;
  problems[path] = value === undefined ? "is required" : "must be all or any";
  return null;
}

function parseList(
  raw: unknown,
  path: string,
  depth: number,
  problems: Problems,
  counter: { rules: number },
): SegmentRule[] {
  if (!Array.isArray(raw)) {
    problems[path] = "must be an array of rules";
    return [];
  }
  const rules: SegmentRule[] = [];
  raw.forEach((entry, index) => {
    const at = `${path}.${index}`;
    counter.rules += 1;
    if (!isObject(entry)) {
      problems[at] = "must be a rule { field, op, value } or a group { match, rules }";
      return;
    }
    if ("rules" in entry || ("match" in entry && !("field" in entry))) {
      if (depth >= MAX_DEPTH) {
        problems[at] = `groups nest at most ${MAX_DEPTH} levels deep`;
        return;
      }
      const match = parseMatch(entry.match, `${at}.match`, problems);
      const inner = parseList(entry.rules, `${at}.rules`, depth + 1, problems, counter);
      if (Array.isArray(entry.rules) && entry.rules.length === 0)
        problems[`${at}.rules`] = "must hold at least one rule";
      if (match) rules.push({ kind: "group", match, rules: inner });
      return;
    }
    const rule = parseRule(entry, at, problems);
    if (rule) rules.push(rule);
  });
  return rules;
}

/** The definition, or the problems keyed by path ("rules.2.op"). An empty top-level list matches everyone. */
export function parseSegmentDefinition(input: {
  match?: unknown;
  rules?: unknown;
}): { ok: true; definition: SegmentDefinition } | { ok: false; problems: Problems } {
  const problems: Problems = {};
  const match = input.match === undefined ? "all" : parseMatch(input.match, "match", problems);
  const counter = { rules: 0 };
  const rules = input.rules === undefined ? [] : parseList(input.rules, "rules", 1, problems, counter);
  if (counter.rules > MAX_RULES) problems.rules ??= `at most ${MAX_RULES} rules and groups in all`;
  if (Object.keys(problems).length > 0 || !match) return { ok: false, problems };
  return { ok: true, definition: { match, rules } };
}

/** The engagement rules' campaign ids, so the service can check they are the team's. */
export function engagementCampaignIds(rules: SegmentRule[], path = "rules"): { path: string; campaignId: string }[] {
  return rules.flatMap((rule, index) => {
    if (rule.kind === "group") return engagementCampaignIds(rule.rules, `${path}.${index}.rules`);
    return rule.kind === "engagement" && rule.value.campaignId
      ? [{ path: `${path}.${index}.value.campaignId`, campaignId: rule.value.campaignId }]
      : [];
  });
}

export type RuleInput = { field: string; op: string; value?: unknown } | { match: Match; rules: RuleInput[] };

/** A parsed rule back in the API's `{ field, op, value }` form (as stored and answered). */
export function toRuleInput(rule: SegmentRule): RuleInput {
  switch (rule.kind) {
    case "group":
      return { match: rule.match, rules: rule.rules.map(toRuleInput) };
    case "metadata":
      return withValue(`metadata.${rule.key}`, rule.op, rule.value);
    case "tag":
      return { field: "tag", op: rule.op, value: rule.value };
    case "status":
      return { field: "status", op: rule.op, value: rule.value };
    case "engagement":
      return { field: "engagement", op: rule.op, value: rule.value };
    default:
      return withValue(rule.field, rule.op, rule.value);
  }
}

const withValue = (field: string, op: string, value: unknown): RuleInput =>
  value === undefined ? { field, op } : { field, op, value };
