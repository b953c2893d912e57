import { withBulkTransaction } from "./bulk-transaction";
import type { ContactBatch } from "./contact-batch";
import { ImportAbortedError, ImportSupersededError } from "./import-errors";
import type { ImportError } from "./to-import-dto";
import { upsertContactsSql, type UpsertCounts } from "./upsert-contacts-sql";

/** Skipped rows reported in `errors`; later ones are counted in `skipped` only. */
export const MAX_REPORTED_ERRORS = 1000;

/** The import's counters as committed so far; the writer advances them batch by batch. */
export type Counters = { processed: number; imported: number; updated: number; skipped: number; errors: ImportError[] };

export type ImportProgress = { batch: number; processed: number; imported: number; updated: number; skipped: number };

export type BatchHooks = {
  /** Runs inside each batch's transaction after its writes, before the commit (a test seam for crashes). */
  beforeBatchCommit?: (progress: ImportProgress) => unknown;
  /** Runs after each batch has committed. */
  afterBatchCommit?: (progress: ImportProgress) => unknown;
};

/** The id of a contact an import creates: cuid-shaped, time first (index locality), 25 characters. */
function contactIdPrefix() {
  return `c${Date.now().toString(36)}`;
}

/**
 * Writes an import's batches one at a time, in order, while the caller parses the next one:
 * push() waits for the previous write only, so parsing and the database work overlap.
 *
 * Each batch is one transaction: the list held FOR SHARE, the contacts upserted, the import's
 * counters (and the first skipped rows) set. The counter update only applies if `processed` is
 * still what this run last committed, so a second run of the same import cannot count a batch
 * twice: whichever commits second rolls back with ImportSupersededError.
 */
export function batchWriter({ importId, teamId, listId, counters, hooks }: {
  importId: string;
  teamId: string;
  listId: string;
  counters: Counters;
  hooks: BatchHooks;
}) {
  let inFlight: Promise<void> | null = null;
  let batchNumber = 0;
  let sql: string | null = null;

  async function write(batch: ContactBatch) {
    batchNumber += 1;
    sql ??= upsertContactsSql(batch.columns);
    const before = counters.processed;
    const room = MAX_REPORTED_ERRORS - counters.errors.length;
    const errors = room > 0 && batch.errors.length > 0 ? [...counters.errors, ...batch.errors.slice(0, room)] : counters.errors;
    const next = await withBulkTransaction(async (query) => {
      // Skip the wait for this commit's WAL flush. A crash can then lose the last batches to
      // commit, but only whole: their contacts and their counts together, so the resumed run
      // simply writes them again. (It saves an fsync per batch, 200 of them for a million rows.)
      await query("SET LOCAL synchronous_commit = off");
      // Holds the list FOR SHARE, as lockListForContacts does for single contacts: deleting the
      // list waits for this batch, then soft-deletes its contacts too.
      const list = await query(`SELECT 1 FROM "MailingList" WHERE "id" = $1 AND "teamId" = $2 AND NOT "isDeleted" FOR SHARE`, [listId, teamId]);
      if (list.rows.length === 0) throw new ImportAbortedError("the list was deleted during the import");
      const counts =
        batch.contacts > 0
          ? (await query<UpsertCounts>(sql!, [listId, teamId, importId, contactIdPrefix(), ...batch.columnsJson()])).rows[0]
          : { imported: 0, updated: 0 };
      const progress = {
        processed: before + batch.rows,
        imported: counters.imported + counts.imported,
        updated: counters.updated + counts.updated,
        skipped: counters.skipped + batch.skipped,
      };
      const claimed = await query(
        `UPDATE "ContactImport" SET "processed" = $3, "imported" = $4, "updated" = $5, "skipped" = $6,
           "errors" = COALESCE($7::text::jsonb, "errors"), "updatedAt" = (now() AT TIME ZONE 'UTC')
         WHERE "id" = $1 AND "status" = 'PROCESSING' AND "processed" = $2 AND NOT "isDeleted"`,
        [importId, before, progress.processed, progress.imported, progress.updated, progress.skipped, errors !== counters.errors ? JSON.stringify(errors) : null],
      );
      if (claimed.rowCount !== 1) throw new ImportSupersededError(importId);
      await hooks.beforeBatchCommit?.({ batch: batchNumber, ...progress });
      return progress;
    });
    Object.assign(counters, next, { errors });
    await hooks.afterBatchCommit?.({ batch: batchNumber, ...next });
  }

  return {
    async push(batch: ContactBatch) {
      if (inFlight) await inFlight;
      const writing = write(batch);
      // Awaited by the next push or drain; this only keeps a failure from being "unhandled" meanwhile.
      writing.catch(() => undefined);
      inFlight = writing;
    },
    async drain() {
      const writing = inFlight;
      inFlight = null;
      if (writing) await writing;
    },
  };
}
