import { isContactField } from "@/lib/contacts/contact-fields";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CheckResult } from "./check-result";

// Which recipients would get a gap where the template prints a variable without a default: one
// SQL count over the whole audience (never a render per contact), a FILTER per variable.

/** Always in a campaign's render context (lib/services/campaigns/build-campaign-messages.ts). */
const ALWAYS_SET = new Set([
  "unsubscribeUrl",
  "preferencesUrl",
  "campaign.id",
  "campaign.name",
  "contact.id",
  "email",
  "contact.email",
]);

/** SQL true when the contact lacks `path`, null when the path is never set for anyone, "set" when always. */
function missingCondition(path: string): Prisma.Sql | "unknown" | "set" {
  if (ALWAYS_SET.has(path)) return "set";
  const [root, ...rest] = path.startsWith("contact.") ? path.split(".").slice(1) : path.split(".");
  if (rest.length === 0 && isContactField(root)) return Prisma.sql`coalesce(c.${Prisma.raw(`"${root}"`)}, '') = ''`;
  if (root === "metadata" && rest.length > 0) return Prisma.sql`coalesce(c."metadata" #>> ${rest}::text[], '') = ''`;
  return "unknown";
}

type Audience = Prisma.Sql | null;

/** `printed`: the template's variables printed without a default; `audience`: a predicate over "Contact" c. */
export async function variablesCheck(printed: string[], audience: Audience): Promise<CheckResult> {
  const conditions = printed
    .map((name) => ({ name, condition: missingCondition(name) }))
    .filter((entry) => entry.condition !== "set");
  const unknown = conditions.filter((entry) => entry.condition === "unknown").map((entry) => entry.name);
  const checked = conditions.filter(
    (entry): entry is { name: string; condition: Prisma.Sql } => typeof entry.condition !== "string",
  );
  if (audience) {
    const anyMissing =
      unknown.length > 0
        ? Prisma.sql`true`
        : Prisma.join(
            checked.map((entry) => entry.condition),
            " OR ",
          );
    const filters = checked.map(
      (entry, index) => Prisma.sql`count(*) FILTER (WHERE ${entry.condition})::int AS ${Prisma.raw(`"v${index}"`)},`,
    );
    const [row] = await db.$queryRaw<Record<string, number>[]>(
      Prisma.sql`SELECT ${Prisma.join([...filters, Prisma.empty], " ")}
        count(*) FILTER (WHERE ${checked.length + unknown.length > 0 ? anyMissing : Prisma.sql`false`})::int AS "any",
        count(*)::int AS "total"
      FROM "Contact" c WHERE NOT c."isDeleted" AND ${audience}`,
    );
    const counts = checked.map((_, index) => row[`v${index}`]);
    const recipients = row.any;
    const unknownRows = unknown.map((name) => ({ name, recipients: row.total, unknown: true }));
    const variables = [
      ...unknownRows,
      ...checked.map((entry, index) => ({ name: entry.name, recipients: counts[index], unknown: false })),
    ].filter((variable) => variable.recipients > 0);
    if (recipients > 0)
      return {
        id: "variables",
        status: "fail",
        message: `${recipients} recipient${recipients === 1 ? "" : "s"} would get an empty ${variables.map((v) => `{{ ${v.name} }}`).join(", ")}: give a default, e.g. {{ ${variables[0].name} | default: "there" }}`,
        details: { variables, recipients },
      };
    return {
      id: "variables",
      status: "pass",
      message: "Every recipient has every variable",
      details: { variables: [], recipients: 0 },
    };
  }
  if (unknown.length > 0)
    return {
      id: "variables",
      status: "fail",
      message: `Unknown variables without a default: ${unknown.map((name) => `{{ ${name} }}`).join(", ")}`,
      details: { variables: unknown.map((name) => ({ name, recipients: null, unknown: true })), recipients: null },
    };
  return {
    id: "variables",
    status: "pass",
    message: "Every variable is one Sendwell knows",
    details: { variables: [], recipients: null },
  };
}
