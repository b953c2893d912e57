import type { Readable } from "node:stream";
import { ApiError } from "@/lib/api/errors";
import { normalizeEmail } from "@/lib/contacts/normalize-email";
import { db } from "@/lib/db";
import {
  type CsvDelimiter,
  CsvFileError,
  columnTargets,
  countCsvRecords,
  csvRecords,
  type FieldsMap,
  FingerprintSet,
  isBlankRecord,
  readStreamPrefix,
  SNIFF_BYTES,
  sniffCsv,
} from "@/lib/imports";
import { openFileStream } from "@/lib/services/files/open-file-stream";
import { batchWriter, type BatchHooks, type Counters } from "./batch-writer";
import { ContactBatch, rowLayout, type RowLayout } from "./contact-batch";
import { ImportAbortedError, ImportSupersededError } from "./import-errors";
import { publishImportCompleted } from "./publish-import-completed";
import { importInclude, toImportDto, type ImportError } from "./to-import-dto";
import { MAX_BATCH_ROWS } from "./write-contacts-sql";

/** Data rows per batch: one COPY and one counter update, in one transaction. */
const IMPORT_BATCH_SIZE = 5000;

export type ImportRunOptions = BatchHooks & {
  batchSize?: number;
  /** Batches written side by side (see batchWriter); 1 makes every step observable in order. */
  concurrency?: number;
};
export type { ImportProgress } from "./batch-writer";

/**
 * Runs an import to COMPLETED: streams its stored CSV file through the parser in batches, and
 * writes each batch with one COPY whose counts commit together with the import's
 * counters (batch-writer.ts). Memory stays flat whatever the file's size: one batch being parsed,
 * two being written, plus the set of addresses seen so far for in-file duplicates.
 *
 * Idempotent and resumable. The `processed` counter is the checkpoint: a run that finds the import
 * PROCESSING (an earlier run crashed or was retried) skips the data rows that earlier batches
 * committed and carries on; a finished import is left alone. Every batch's counter update is
 * conditional on the `processed` value it started from, so two runs of one import can never both
 * count a batch: the one that loses rolls back and stops (ImportSupersededError).
 *
 * Throws ImportAbortedError when the import cannot succeed (file or list gone, file not CSV), and
 * whatever else went wrong otherwise; either way the import's row holds only committed batches.
 * The caller (the job) decides between retrying and failing the import.
 */
export async function processContactImport(
  { importId }: { importId: string },
  options: ImportRunOptions = {},
): Promise<void> {
  const current = await db.contactImport.findFirst({ where: { id: importId } });
  if (!current || current.status === "COMPLETED" || current.status === "FAILED") return;
  const { teamId, listId, fileId } = current;
  if (!fileId) throw new ImportAbortedError("the import has no file");
  await db.contactImport.updateMany({ where: { id: importId, status: "PENDING" }, data: { status: "PROCESSING" } });

  const open = () => openImportFile({ teamId, fileId });
  const delimiter = await sniffDelimiter(await open());
  const { records } = await countCsvRecords(await open(), delimiter).catch(abortOnCsvError);
  // The header is one of the records; the rest are the rows the progress bar counts.
  const total = Math.max(0, records - 1);
  if (total !== current.total)
    await db.contactImport.updateMany({ where: { id: importId, status: "PROCESSING" }, data: { total } });

  const counters: Counters = {
    processed: current.processed,
    imported: current.imported,
    updated: current.updated,
    skipped: current.skipped,
    errors: current.errors as ImportError[],
  };
  const writer = batchWriter({ importId, teamId, listId, counters, hooks: options, concurrency: options.concurrency });
  const fieldsMap = (current.fieldsMap ?? {}) as FieldsMap;
  const batchSize = Math.min(options.batchSize ?? IMPORT_BATCH_SIZE, MAX_BATCH_ROWS);
  // Data rows that earlier runs of this import committed.
  const checkpoint = current.processed;

  const file = await open();
  const target = { listId, teamId, importId };
  let layout: RowLayout | null = null;
  let batch: ContactBatch | null = null;
  let row = 0;
  let dataRows = 0;
  // Normalized addresses of the rows so far, first occurrence wins: the one part of memory that
  // grows with the file (16 bytes an address, see FingerprintSet).
  const seen = new FingerprintSet(total);
  try {
    for await (const records of csvRecords(file, delimiter)) {
      for (const values of records) {
        row += 1;
        if (isBlankRecord(values)) continue;
        if (!layout) {
          layout = headerLayout(values, fieldsMap);
          batch = new ContactBatch(layout, target, writer.spareBytes());
          continue;
        }
        dataRows += 1;
        const cell = values[layout.emailIndex]?.trim() ?? "";
        const email = normalizeEmail(cell);
        if (dataRows <= checkpoint) {
          // Committed by an earlier run: only remember the address, for duplicates further down.
          if (email) seen.add(email);
          continue;
        }
        if (!email) batch!.skip({ row, email: cell || null, reason: cell ? "invalid email" : "missing email" });
        else if (!seen.add(email)) batch!.skip({ row, email: cell, reason: "duplicate in file" });
        else batch!.add(email, values);
        if (batch!.rows >= batchSize) {
          await writer.push(batch!);
          batch = new ContactBatch(layout, target, writer.spareBytes());
        }
      }
    }
    if (batch && batch.rows > 0) await writer.push(batch);
    await writer.drain();
  } catch (error) {
    await writer.drain().catch(() => undefined);
    // The file read differently from its pre-count (it changed in between): it cannot be finished.
    abortOnCsvError(error);
  } finally {
    file.destroy();
  }
  if (!layout) throw new ImportAbortedError("the file is empty");

  const completed = await db.contactImport.updateMany({
    where: { id: importId, status: "PROCESSING", processed: counters.processed },
    // `total` becomes exact: the pre-count read the file the same way, so it differs only for a file
    // that changed in between.
    data: { status: "COMPLETED", completedAt: new Date(), total: counters.processed },
  });
  if (completed.count !== 1) throw new ImportSupersededError(importId);
  const finished = await db.contactImport.findFirstOrThrow({ where: { id: importId }, include: importInclude });
  publishImportCompleted({ teamId, contactImport: toImportDto(finished) });
}

function headerLayout(values: readonly string[], fieldsMap: FieldsMap): RowLayout {
  try {
    return rowLayout(
      columnTargets(
        values.map((name) => name.trim()),
        fieldsMap,
      ),
    );
  } catch {
    throw new ImportAbortedError("the file's header no longer has the email column the import maps");
  }
}

async function openImportFile({ teamId, fileId }: { teamId: string; fileId: string }): Promise<Readable> {
  try {
    return (await openFileStream({ teamId, fileId })).stream;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new ImportAbortedError("the file was deleted before the import finished", { cause: error });
    throw error;
  }
}

function abortOnCsvError(error: unknown): never {
  throw error instanceof CsvFileError ? new ImportAbortedError(error.message, { cause: error, row: error.row }) : error;
}

async function sniffDelimiter(stream: Readable): Promise<CsvDelimiter> {
  const { bytes, isWholeFile } = await readStreamPrefix(stream, SNIFF_BYTES);
  try {
    return sniffCsv(bytes, { isWholeFile }).delimiter;
  } catch (error) {
    abortOnCsvError(error);
  }
}
