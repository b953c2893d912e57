import type { ContactField } from "@/lib/contacts/contact-fields";

// How an import batch's contacts reach "Contact". The batch is COPY text (contact-batch.ts), and
// there are two ways in:
// - Straight in: COPY into "Contact" itself, which writes the rows as multi-row inserts, the
//   fastest load PostgreSQL has. Right while none of the batch's addresses is already on the list;
//   if one is, the unique index contact_list_email_key refuses the COPY and the batch goes the
//   other way.
// - Through a staging table: COPY into a temporary table dropped at commit, then one INSERT ...
//   SELECT ... ON CONFLICT that updates the contacts the list already holds (any letter case, live
//   contacts only) instead of adding them; xmax is 0 only on a freshly inserted row version, which
//   tells the two apart.
//
// Updates are conservative: an empty cell never erases what the contact has, metadata keys are
// merged into the existing object, and status, tags and the creating import are left alone (a
// re-import must not resubscribe someone who unsubscribed).

/** Profile columns a batch carries, in a fixed order; `email` is always first and not listed. */
export type BatchColumns = { fields: Exclude<ContactField, "email">[]; hasMetadata: boolean };

export type UpsertCounts = { imported: number; updated: number };

const quote = (column: string) => `"${column}"`;

/** Rows per batch at most: the row's ordinal ends its id in 4 hex digits. */
export const MAX_BATCH_ROWS = 0xffff;

const STAGING_TABLE = "sendwell_import_batch";

/** What a batch of these columns runs; the same for every batch of an import, so built once. */
export type ContactWriteStatements = {
  /** COPY's target straight into "Contact" (see DriverCopy). */
  contactTarget: string;
  /** The staging table, shaped like "Contact" (defaults and NOT NULLs, no indexes), gone at commit. */
  createStaging: string;
  stagingTarget: string;
  /** Moves the staging table's rows into "Contact": new addresses inserted, known ones updated. */
  upsertFromStaging: string;
};

/** Column names come from the fixed list of contact fields, never from the file. */
export function contactWriteStatements({ fields, hasMetadata }: BatchColumns): ContactWriteStatements {
  // The columns of a batch's COPY text, in order: the ones every row has, then the profile's.
  const names = [
    "id",
    "email",
    "listId",
    "teamId",
    "importId",
    "createdAt",
    "updatedAt",
    ...fields,
    ...(hasMetadata ? ["metadata"] : []),
  ]
    .map(quote)
    .join(", ");
  const updates = fields.map(
    (field) => `${quote(field)} = COALESCE(EXCLUDED.${quote(field)}, "Contact".${quote(field)})`,
  );
  if (hasMetadata) {
    updates.push(
      `"metadata" = CASE WHEN EXCLUDED."metadata" IS NULL THEN "Contact"."metadata" ` +
        `WHEN jsonb_typeof("Contact"."metadata") = 'object' THEN "Contact"."metadata" || EXCLUDED."metadata" ` +
        `ELSE EXCLUDED."metadata" END`,
    );
  }
  return {
    contactTarget: `"Contact" (${names})`,
    createStaging: `CREATE TEMPORARY TABLE ${STAGING_TABLE} (LIKE "Contact" INCLUDING DEFAULTS) ON COMMIT DROP`,
    stagingTarget: `${STAGING_TABLE} (${names})`,
    upsertFromStaging: `WITH written AS (
  INSERT INTO "Contact" (${names})
  SELECT ${names} FROM ${STAGING_TABLE}
  ON CONFLICT ("listId", lower("email")) WHERE NOT "isDeleted"
  DO UPDATE SET ${[...updates, `"updatedAt" = EXCLUDED."updatedAt"`].join(", ")}
  RETURNING (xmax = 0) AS inserted
)
SELECT (count(*) FILTER (WHERE inserted))::int AS "imported", (count(*) FILTER (WHERE NOT inserted))::int AS "updated" FROM written`,
  };
}

/**
 * The consent ledger's `imported` entry of each contact a batch added (not of those it updated: a
 * re-import is no new consent), found by the batch's id range (ContactBatch.idRange) through the
 * primary key; the entry's id is derived from the contact's, as a contact is added by one import.
 * Parameters: the range's ends, the import.
 */
export const RECORD_IMPORTED_CONSENT = `INSERT INTO "ConsentEvent" ("id", "teamId", "contactId", "listId", "action", "source", "sourceId", "createdAt")
SELECT 'imported:' || c."id", c."teamId", c."id", c."listId", 'imported', 'import', c."importId", c."createdAt"
  FROM "Contact" c WHERE c."id" BETWEEN $1 AND $2 AND c."importId" = $3`;

/** Whether `error` is the list's unique address index refusing a row (PostgreSQL or PGlite). */
export function isListAddressConflict(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === "23505" && constraint === "contact_list_email_key";
}
