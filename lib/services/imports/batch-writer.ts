import { withDriverTransaction, type DriverCopy, type DriverQuery } from "@/lib/db/driver-transaction";
import type { ContactBatch } from "./contact-batch";
import { ImportAbortedError, ImportSupersededError } from "./import-errors";
import type { ImportError } from "./to-import-dto";
import {
  contactWriteStatements,
  RECORD_IMPORTED_CONSENT,
  isListAddressConflict,
  type ContactWriteStatements,
  type UpsertCounts,
} from "./write-contacts-sql";

/** Skipped rows reported in `errors`; later ones are counted in `skipped` only. */
const MAX_REPORTED_ERRORS = 1000;

/** The import's counters as committed so far; the writer advances them batch by batch. */
export type Counters = { processed: number; imported: number; updated: number; skipped: number; errors: ImportError[] };

export type ImportProgress = { batch: number; processed: number; imported: number; updated: number; skipped: number };

export type BatchHooks = {
  /** Runs inside each batch's transaction after its writes, before the commit (a test seam for crashes). */
  beforeBatchCommit?: (progress: ImportProgress) => unknown;
  /** Runs after each batch has committed. */
  afterBatchCommit?: (progress: ImportProgress) => unknown;
};

/** Batches written at once by default: their writes run side by side, their commits in order. */
const DEFAULT_WRITE_CONCURRENCY = 2;

// Skips the wait for a batch's WAL flush at commit. A crash can then lose the last batches to
// commit, but only whole: their contacts and their counts together, so the resumed run simply
// writes them again. (It saves an fsync per batch, 200 of them for a million rows.)
const NO_COMMIT_FLUSH = "SET LOCAL synchronous_commit = off";

// A batch's last statement before its commit, one round trip: it holds the list FOR SHARE (as
// lockListForContacts does for single contacts) and advances the import's counters only if the
// list is live and `processed` is still what the previous batch committed. Holding the list here
// rather than before the COPY is as safe: a list deleted meanwhile is seen here and the batch
// rolls back; one deleted later waits for this commit and then soft-deletes these contacts too.
const CLAIM_BATCH = `WITH list AS (
  SELECT 1 FROM "MailingList" WHERE "id" = $8 AND "teamId" = $9 AND NOT "isDeleted" FOR SHARE
), claimed AS (
  UPDATE "ContactImport" SET "processed" = $3, "imported" = $4, "updated" = $5, "skipped" = $6,
    "errors" = COALESCE($7::text::jsonb, "errors"), "updatedAt" = (now() AT TIME ZONE 'UTC')
  WHERE "id" = $1 AND "status" = 'PROCESSING' AND "processed" = $2 AND NOT "isDeleted" AND EXISTS (SELECT 1 FROM list)
  RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM list) AS "listLive", EXISTS (SELECT 1 FROM claimed) AS "claimed"`;

/**
 * Writes an import's batches while the caller parses the next ones. Each batch is one transaction:
 * the contacts written with one COPY (write-contacts-sql.ts), then the list held FOR SHARE and the
 * import's counters (and the first skipped rows) set. Batches go straight into "Contact" until one
 * holds an address the list already has; that batch is taken back to a savepoint and written
 * through the staging table, and so are all after it (a list that has one of the file's addresses likely has
 * more). Up to `concurrency` batches are in flight: their writes (the heavy part, in the
 * database) run side by side on their own connections, and each waits for the batch
 * before it to commit before it counts and commits itself. So batches commit strictly in file
 * order, and `processed` always means "every data row up to here is written", which is what lets
 * a resumed run skip them. (Batches never touch the same contact: in-file repeats are skipped
 * before they reach a batch.)
 *
 * The counter update only applies if `processed` is still what the previous batch committed, so
 * a second run of the same import cannot count a batch twice: whichever commits second rolls back
 * with ImportSupersededError. A batch that fails makes the batches after it roll back too.
 */
export function batchWriter({
  importId,
  teamId,
  listId,
  counters,
  hooks,
  concurrency = DEFAULT_WRITE_CONCURRENCY,
}: {
  importId: string;
  teamId: string;
  listId: string;
  counters: Counters;
  hooks: BatchHooks;
  concurrency?: number;
}) {
  const inFlight: Promise<unknown>[] = [];
  /** Settles when the last pushed batch has committed (and `counters` say so), or failed. */
  let lastCommit: Promise<unknown> = Promise.resolve();
  let batchNumber = 0;
  let straightIn = true;
  let statements: ContactWriteStatements | null = null;
  /** Buffers of batches whose transactions have ended, for the next batches (spareBytes). */
  const spareBytes: Buffer[] = [];

  /** Writes the batch's contacts in the batch's transaction (write-contacts-sql.ts says how). */
  async function writeContacts(
    query: DriverQuery,
    copy: DriverCopy,
    batch: ContactBatch,
    hasSavepoint: boolean,
  ): Promise<UpsertCounts> {
    if (batch.contacts === 0) return { imported: 0, updated: 0 };
    const { contactTarget, createStaging, stagingTarget, upsertFromStaging } = (statements ??= contactWriteStatements(
      batch.columns,
    ));
    // (straightIn only ever turns false, so a batch that finds it true was set up with the savepoint.)
    const recordConsent = () => query(RECORD_IMPORTED_CONSENT, [...batch.idRange, importId]);
    if (hasSavepoint && straightIn) {
      try {
        const imported = await copy(contactTarget, batch.copyText());
        await recordConsent();
        return { imported, updated: 0 };
      } catch (error) {
        if (!isListAddressConflict(error)) throw error;
        straightIn = false;
        await query("ROLLBACK TO SAVEPOINT straight_in");
      }
    }
    await query(createStaging);
    await copy(stagingTarget, batch.copyText());
    const counts = (await query<UpsertCounts>(upsertFromStaging)).rows[0];
    if (counts.imported > 0) await recordConsent();
    return counts;
  }

  async function write(batch: ContactBatch, number: number, previousCommit: Promise<unknown>): Promise<ImportProgress> {
    // A savepoint, not a second transaction, takes a refused COPY back: the batch after this one
    // may already be in its transaction, waiting for this one to commit.
    const hasSavepoint = straightIn;
    const next = await withDriverTransaction(
      async (query, copy) => {
        const counts = await writeContacts(query, copy, batch, hasSavepoint);

        // From here on, `counters` hold everything committed before this batch.
        await previousCommit;
        const before = counters.processed;
        const room = MAX_REPORTED_ERRORS - counters.errors.length;
        const errors =
          room > 0 && batch.errors.length > 0 ? [...counters.errors, ...batch.errors.slice(0, room)] : counters.errors;
        const progress = {
          processed: before + batch.rows,
          imported: counters.imported + counts.imported,
          updated: counters.updated + counts.updated,
          skipped: counters.skipped + batch.skipped,
        };
        const [claim] = (
          await query<{ listLive: boolean; claimed: boolean }>(CLAIM_BATCH, [
            importId,
            before,
            progress.processed,
            progress.imported,
            progress.updated,
            progress.skipped,
            errors !== counters.errors ? JSON.stringify(errors) : null,
            listId,
            teamId,
          ])
        ).rows;
        if (!claim.listLive) throw new ImportAbortedError("the list was deleted during the import");
        if (!claim.claimed) throw new ImportSupersededError(importId);
        await hooks.beforeBatchCommit?.({ batch: number, ...progress });
        return { ...progress, errors };
      },
      { setup: hasSavepoint ? `${NO_COMMIT_FLUSH}; SAVEPOINT straight_in` : NO_COMMIT_FLUSH },
    );
    const { errors, ...progress } = next;
    Object.assign(counters, progress, { errors });
    return { batch: number, ...progress };
  }

  return {
    /** Starts writing `batch`; waits first while `concurrency` batches are in flight. */
    async push(batch: ContactBatch) {
      while (inFlight.length >= concurrency) await inFlight.shift();
      batchNumber += 1;
      const number = batchNumber;
      // Once its transaction has ended (its COPY long sent), its buffer is free either way.
      const committed = write(batch, number, lastCommit).finally(() => spareBytes.push(batch.spareBytes()));
      lastCommit = committed;
      const done = committed.then((progress) => hooks.afterBatchCommit?.(progress));
      // Each is awaited by a later push or by drain; these only keep a failure from counting as
      // "unhandled" meanwhile.
      committed.catch(() => undefined);
      done.catch(() => undefined);
      inFlight.push(done);
    },
    /** A buffer a written batch left, for the next batch to write its rows into (or none yet). */
    spareBytes: (): Buffer | undefined => spareBytes.pop(),
    /** Waits for every pushed batch; throws the first failure. */
    async drain() {
      const pending = inFlight.splice(0);
      const results = await Promise.allSettled(pending);
      const failure = results.find((result) => result.status === "rejected");
      if (failure) throw failure.reason;
    },
  };
}
