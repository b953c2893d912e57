import type { ContactField } from "@/lib/contacts/contact-fields";

// The one statement an import batch writes its contacts with: all the batch's rows travel as one
// JSON array per column, zipped back into rows server-side (ROWS FROM), so a batch of thousands
// of rows is one round trip. JSON text rather than text[] parameters: a few long strings cross
// the driver at native speed (JSON.stringify), where arrays are escaped element by element. A row whose address the list already holds (any letter case, live contacts only: the
// partial unique index contact_list_email_key) updates that contact instead of adding one; xmax is
// 0 only on a freshly inserted row version, which tells the two apart.
//
// Updates are conservative: an empty cell never erases what the contact has, metadata keys are
// merged into the existing object, and status, tags and the creating import are left alone (a
// re-import must not resubscribe someone who unsubscribed).

/** Profile columns a batch carries, in a fixed order; `email` is always first and not listed. */
export type BatchColumns = { fields: Exclude<ContactField, "email">[]; hasMetadata: boolean };

export type UpsertCounts = { imported: number; updated: number };

const quote = (column: string) => `"${column}"`;

/** Rows per statement at most: the row's ordinal ends its id in 4 hex digits. */
export const MAX_UPSERT_ROWS = 0xffff;

/**
 * Parameters: $1 listId, $2 teamId, $3 importId, $4 the batch's id prefix (each row's id is the
 * prefix and the row's ordinal in the batch, in hex: a random suffix per row, md5(random()), cost
 * PostgreSQL about 3 µs a row), $5 the emails, then one per field
 * of `columns`, then the metadata objects when `hasMetadata`: each a JSON array, one element per
 * row (null for an empty cell). Column names come from the fixed list of contact fields, never
 * from the file.
 */
export function upsertContactsSql({ fields, hasMetadata }: BatchColumns): string {
  const columns = ["email", ...fields, ...(hasMetadata ? ["metadata"] : [])];
  const arrays = columns
    .map((column, index) => `${column === "metadata" ? "jsonb_array_elements" : "jsonb_array_elements_text"}($${index + 5}::text::jsonb)`)
    .join(", ");
  const values = fields.map((field) => `r.${quote(field)}`);
  const updates = fields.map((field) => `${quote(field)} = COALESCE(EXCLUDED.${quote(field)}, "Contact".${quote(field)})`);
  if (hasMetadata) {
    values.push(`NULLIF(r."metadata", 'null'::jsonb)`);
    updates.push(
      `"metadata" = CASE WHEN EXCLUDED."metadata" IS NULL THEN "Contact"."metadata" ` +
        `WHEN jsonb_typeof("Contact"."metadata") = 'object' THEN "Contact"."metadata" || EXCLUDED."metadata" ` +
        `ELSE EXCLUDED."metadata" END`,
    );
  }
  // Prisma writes timestamps as UTC wall-clock time into "timestamp(3)" columns; so does this.
  const now = `(now() AT TIME ZONE 'UTC')`;
  return `WITH written AS (
  INSERT INTO "Contact" ("id", "email", "listId", "teamId", "importId", "createdAt", "updatedAt"${fields.map((field) => `, ${quote(field)}`).join("")}${hasMetadata ? `, "metadata"` : ""})
  SELECT $4 || lpad(to_hex(r."ordinal"), 4, '0'), r."email", $1, $2, $3, ${now}, ${now}${values.map((value) => `, ${value}`).join("")}
  FROM ROWS FROM (${arrays}) WITH ORDINALITY AS r(${[...columns.map(quote), `"ordinal"`].join(", ")})
  ON CONFLICT ("listId", lower("email")) WHERE NOT "isDeleted"
  DO UPDATE SET ${[...updates, `"updatedAt" = ${now}`].join(", ")}
  RETURNING (xmax = 0) AS inserted
)
SELECT (count(*) FILTER (WHERE inserted))::int AS "imported", (count(*) FILTER (WHERE NOT inserted))::int AS "updated" FROM written`;
}
