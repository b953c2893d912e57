import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import {
  parseSegmentDefinition,
  type RuleInput,
  type SegmentDefinition,
  UNKNOWN_FIELD_HINT,
} from "@/lib/segments/rules";
import { bodyObject, displayName, namedTeamResourceMeta, optionalDescription, someFieldGiven } from "./common";
import { ContactSchema } from "./contacts";

// Segments (docs/contract.md section 16). The rule language lives in lib/segments/rules.ts; these schemas
// run it, so a bad rule answers 400 with its path in `details` ("rules.2.op": "unknown op ...").

const RULES_DESCRIPTION =
  "Rules `{ field, op, value }` or nested groups `{ match, rules }` (3 levels, 50 entries). Fields: " +
  `${UNKNOWN_FIELD_HINT}. Ops: text fields equals, notEquals, contains, notContains, startsWith, endsWith, isSet, isNotSet ` +
  "(case-insensitive); metadata.<key> also gt, gte, lt, lte (numbers) and equals with a number or true/false; tag has, notHas; " +
  "status equals, notEquals; dates before, after (ISO 8601), withinDays, olderThanDays (days), isSet, isNotSet; engagement opened, " +
  "clicked, notOpened, notClicked with `{ campaignId?, withinDays }` over human events only (proxy opens and scanner clicks left out; a click counts as an open).";

const RULES_EXAMPLE = [
  { field: "engagement", op: "opened", value: { withinDays: 30 } },
  {
    match: "any",
    rules: [
      { field: "tag", op: "has", value: "vip" },
      { field: "metadata.plan", op: "equals", value: "pro" },
    ],
  },
];

const match = z
  .enum(["all", "any"], { error: "must be all or any" })
  .meta({ description: "all: every rule holds; any: at least one" });
const rules = z
  .array(z.unknown(), { error: "must be an array of rules" })
  .meta({ description: RULES_DESCRIPTION, example: RULES_EXAMPLE });
const listId = z
  .string({ error: "must be a string" })
  .min(1)
  .nullable()
  .meta({ description: "Only contacts of this list (null: every list of the team)" });

type Definable = { match?: unknown; rules?: unknown };

/** Runs the rule language over the body; its problems become zod issues at their paths. */
function withDefinition<T extends Definable>(
  body: T,
  context: z.RefinementCtx,
): T & { definition?: SegmentDefinition } {
  if (body.match === undefined && body.rules === undefined) return body;
  const parsed = parseSegmentDefinition(body);
  if (parsed.ok) return { ...body, definition: parsed.definition };
  for (const [path, message] of Object.entries(parsed.problems)) {
    context.addIssue({
      code: "custom",
      path: path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message,
    });
  }
  return z.NEVER;
}

export const SegmentDefinitionBodySchema = bodyObject({
  listId: listId.optional(),
  match: match.optional(),
  rules,
})
  .transform(withDefinition)
  .meta({ id: "SegmentDefinitionBody", description: "An unsaved segment, as the builder previews it" });

export const CreateSegmentBodySchema = bodyObject({
  name: displayName("Engaged VIPs"),
  description: optionalDescription("Opened in the last 30 days and tagged vip").optional(),
  listId: listId.optional(),
  match: match.optional(),
  rules,
})
  .transform(withDefinition)
  .meta({ id: "CreateSegmentBody" });

export const UpdateSegmentBodySchema = bodyObject({
  name: displayName("Engaged VIPs").optional(),
  description: optionalDescription("Opened in the last 30 days and tagged vip").optional(),
  listId: listId.optional(),
  match: match.optional(),
  rules: rules.optional(),
})
  .refine(...someFieldGiven(["name", "description", "listId", "match", "rules"]))
  .transform(withDefinition)
  .meta({ id: "UpdateSegmentBody" });

export type SegmentDefinitionBody = z.infer<typeof SegmentDefinitionBodySchema>;
export type CreateSegmentBody = z.infer<typeof CreateSegmentBodySchema>;
export type UpdateSegmentBody = z.infer<typeof UpdateSegmentBodySchema>;

export const segmentsQuery = paginationQuery.extend({
  q: z.string().trim().min(1).optional().meta({ description: "Searches name and description (case-insensitive)" }),
});

export const segmentContactsQuery = paginationQuery;

export const previewQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10).meta({ description: "Contacts to preview, at most 50" }),
});

const ruleOut = z
  .unknown()
  .meta({ description: "A rule `{ field, op, value }` or a group `{ match, rules }`" }) as z.ZodType<RuleInput>;

export const SegmentSchema = z
  .object({
    ...namedTeamResourceMeta,
    listId: z.string().nullable(),
    match: z.enum(["all", "any"]),
    rules: z.array(ruleOut),
  })
  .meta({ id: "Segment" });

export const SegmentCountSchema = z
  .object({ count: z.number().int().meta({ description: "Live contacts matching now" }) })
  .meta({ id: "SegmentCount" });

export const SegmentPreviewSchema = z
  .object({
    count: z.number().int(),
    contacts: z.array(ContactSchema).meta({ description: "The newest matching contacts" }),
  })
  .meta({ id: "SegmentPreview" });
