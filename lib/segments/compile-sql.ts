import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { Prisma } from "@/lib/generated/prisma/client";
import { DATE_FIELDS, type DateField, type Match, type SegmentDefinition, type SegmentRule } from "./rules";

// A segment as one parameterised SQL predicate over "Contact" (alias `c` unless told otherwise).
// Every value from the request travels as a bind parameter (Prisma.sql); the only text spliced in
// is from the fixed tables below (column names, operators), never from input.
//
// Engagement counts human events only: opens and clicks flagged as mail-privacy proxies or link
// scanners (isAutomated) are left out, and a click counts as an open (docs/contract.md section 12).

const COLUMNS: Record<string, Prisma.Sql> = Object.fromEntries(
  [...CONTACT_FIELDS, ...DATE_FIELDS].map((name) => [name, Prisma.raw(`"${name}"`)]),
);

const DAY_MS = 86_400_000;
const empty = Prisma.sql`TRUE`;

type Scope = { alias: string; teamId: string; now: Date };

function column(scope: Scope, field: string) {
  const name = COLUMNS[field];
  if (!name) throw new Error(`segment compiler: no column ${field}`);
  return Prisma.sql`${Prisma.raw(scope.alias)}.${name}`;
}

/** `%`, `_` and `\` match themselves in LIKE patterns built from a value. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function textPredicate(target: Prisma.Sql, op: string, value: string | undefined): Prisma.Sql {
  const text = value ?? "";
  switch (op) {
    case "equals":
      return Prisma.sql`lower(${target}) = lower(${text})`;
    case "notEquals":
      return Prisma.sql`(${target} IS NULL OR lower(${target}) <> lower(${text}))`;
    case "contains":
      return Prisma.sql`${target} ILIKE ${`%${escapeLike(text)}%`}`;
    case "notContains":
      return Prisma.sql`(${target} IS NULL OR ${target} NOT ILIKE ${`%${escapeLike(text)}%`})`;
    case "startsWith":
      return Prisma.sql`${target} ILIKE ${`${escapeLike(text)}%`}`;
    case "endsWith":
      return Prisma.sql`${target} ILIKE ${`%${escapeLike(text)}`}`;
    case "isSet":
      return Prisma.sql`(${target} IS NOT NULL AND ${target} <> '')`;
    default:
      return Prisma.sql`(${target} IS NULL OR ${target} = '')`;
  }
}

const NUMBER_OPERATORS: Record<string, Prisma.Sql> = {
  gt: Prisma.raw(">"),
  gte: Prisma.raw(">="),
  lt: Prisma.raw("<"),
  lte: Prisma.raw("<="),
};

function metadataPredicate(scope: Scope, rule: Extract<SegmentRule, { kind: "metadata" }>): Prisma.Sql {
  const json = Prisma.sql`(${Prisma.raw(scope.alias)}."metadata" -> ${rule.key})`;
  const text = Prisma.sql`(${Prisma.raw(scope.alias)}."metadata" ->> ${rule.key})`;
  if (rule.op in NUMBER_OPERATORS) {
    // Only JSON numbers compare: a string "12" or a missing key never matches a number rule.
    return Prisma.sql`(jsonb_typeof(${json}) = 'number' AND (${text})::numeric ${NUMBER_OPERATORS[rule.op]} ${rule.value as number})`;
  }
  if (typeof rule.value === "number" || typeof rule.value === "boolean") {
    const equal = Prisma.sql`${json} = ${JSON.stringify(rule.value)}::jsonb`;
    return rule.op === "equals" ? equal : Prisma.sql`NOT coalesce(${equal}, false)`;
  }
  return textPredicate(text, rule.op, rule.value as string | undefined);
}

function datePredicate(scope: Scope, field: DateField, op: string, value: string | number | undefined): Prisma.Sql {
  const target = column(scope, field);
  switch (op) {
    case "before":
      return Prisma.sql`${target} < ${new Date(value as string)}`;
    case "after":
      return Prisma.sql`${target} > ${new Date(value as string)}`;
    case "withinDays":
      return Prisma.sql`${target} >= ${new Date(scope.now.getTime() - (value as number) * DAY_MS)}`;
    case "olderThanDays":
      return Prisma.sql`${target} < ${new Date(scope.now.getTime() - (value as number) * DAY_MS)}`;
    case "isSet":
      return Prisma.sql`${target} IS NOT NULL`;
    default:
      return Prisma.sql`${target} IS NULL`;
  }
}

function engagementPredicate(scope: Scope, rule: Extract<SegmentRule, { kind: "engagement" }>): Prisma.Sql {
  // The contact's latest human open/click roll-up (lib/analytics/rollup/contact-engagement.ts):
  // "at least one since" is "the latest is since". Callers fold the team's tail first (foldTailFor).
  const latest = Prisma.raw(rule.op === "opened" || rule.op === "notOpened" ? `"lastOpenAt"` : `"lastClickAt"`);
  const since = new Date(scope.now.getTime() - rule.value.withinDays * DAY_MS);
  const engaged = Prisma.sql`EXISTS (SELECT 1 FROM "ContactEngagement" x WHERE x."contactId" = ${Prisma.raw(scope.alias)}."id"
    AND x."teamId" = ${scope.teamId} AND x."campaignId" = ${rule.value.campaignId ?? ""} AND x.${latest} >= ${since})`;
  return rule.op === "opened" || rule.op === "clicked" ? engaged : Prisma.sql`NOT ${engaged}`;
}

/** Whether the segment reads engagement, so its team's unfolded tracking rows must be folded first. */
export function readsEngagement(rules: SegmentRule[]): boolean {
  return rules.some((rule) => rule.kind === "engagement" || (rule.kind === "group" && readsEngagement(rule.rules)));
}

function rulePredicate(scope: Scope, rule: SegmentRule): Prisma.Sql {
  const alias = Prisma.raw(scope.alias);
  switch (rule.kind) {
    case "group":
      return groupPredicate(scope, rule.match, rule.rules);
    case "text":
      return textPredicate(column(scope, rule.field), rule.op, rule.value);
    case "metadata":
      return metadataPredicate(scope, rule);
    case "tag": {
      const has = Prisma.sql`EXISTS (SELECT 1 FROM "Tag" g WHERE g."contactId" = ${alias}."id" AND g."name" = ${rule.value} AND g."isDeleted" = false)`;
      return rule.op === "has" ? has : Prisma.sql`NOT ${has}`;
    }
    case "status": {
      // Compared as the enum (the parser only lets its values through), not as text: the planner
      // then knows how many contacts have the status and picks a hash join for engagement rules
      // instead of probing the tracking index once per contact.
      const status = Prisma.sql`${rule.value}::"ContactStatus"`;
      return rule.op === "equals"
        ? Prisma.sql`${alias}."status" = ${status}`
        : Prisma.sql`${alias}."status" <> ${status}`;
    }
    case "date":
      return datePredicate(scope, rule.field, rule.op, rule.value);
    case "engagement":
      return engagementPredicate(scope, rule);
  }
}

function groupPredicate(scope: Scope, match: Match, rules: SegmentRule[]): Prisma.Sql {
  if (rules.length === 0) return empty;
  const parts = rules.map((rule) => Prisma.sql`(${rulePredicate(scope, rule)})`);
  return Prisma.sql`(${Prisma.join(parts, match === "all" ? " AND " : " OR ")})`;
}

export type SegmentScope = { teamId: string; listId?: string | null; now?: Date; alias?: "c" | "d" };

/** The WHERE predicate of a segment's live contacts in the team (and list, when it names one). */
export function compileSegmentWhere(
  definition: SegmentDefinition,
  { teamId, listId, now = new Date(), alias = "c" }: SegmentScope,
): Prisma.Sql {
  const scope: Scope = { alias, teamId, now };
  const a = Prisma.raw(alias);
  const list = listId ? Prisma.sql`AND ${a}."listId" = ${listId}` : Prisma.empty;
  return Prisma.sql`${a}."teamId" = ${teamId} AND ${a}."isDeleted" = false ${list} AND ${groupPredicate(scope, definition.match, definition.rules)}`;
}
