import { enqueue } from "@/jobs/enqueue";
import { db } from "@/lib/db";
import type { FieldsMap } from "@/lib/imports/field-mapping";
import { readStreamPrefix } from "@/lib/imports/read-stream-prefix";
import { assertCsvText, CsvFileError, SNIFF_BYTES } from "@/lib/imports/sniff-csv";
import { openFileStream } from "@/lib/services/files/open-file-stream";
import { storeUpload } from "@/lib/services/files/store-upload";
import { getListOrThrow } from "@/lib/services/lists/get-list";
import { failImport } from "./fail-import";
import { csvFileApiError, inspectImportFile } from "./inspect-import-file";
import { importInclude, toImportDto } from "./to-import-dto";

export type ImportSource = { fileId: string } | { upload: { name: string; bytes: Buffer } };

type CreateImportInput = { teamId: string; userId: string | null; listId: string; fieldsMap?: FieldsMap; source: ImportSource };

/**
 * POST /imports: checks the list (404 for another team's), the file's first bytes and the mapping
 * (see inspectImportFile), stores an uploaded file as one of the team's files, records the import
 * PENDING with its resolved fieldsMap, and queues the job once that row has committed. The rows
 * themselves are read by the job, never by the request.
 */
export async function createImport({ teamId, userId, listId, fieldsMap, source }: CreateImportInput) {
  await getListOrThrow({ teamId, id: listId });

  let fileId: string;
  if ("upload" in source) {
    const { name, bytes } = source.upload;
    // The whole upload is in memory anyway: refuse a binary or non-UTF-8 file now rather than in the job.
    try {
      assertCsvText(bytes, { isWholeFile: true });
    } catch (error) {
      throw error instanceof CsvFileError ? csvFileApiError(error) : error;
    }
    const inspected = inspectImportFile({ prefix: bytes.subarray(0, SNIFF_BYTES), isWholeFile: bytes.length <= SNIFF_BYTES, fieldsMap });
    fieldsMap = inspected.fieldsMap;
    fileId = (await storeUpload({ teamId, userId, name, bytes, type: "text/csv" })).id;
  } else {
    const { stream } = await openFileStream({ teamId, fileId: source.fileId });
    const { bytes, isWholeFile } = await readStreamPrefix(stream, SNIFF_BYTES);
    fieldsMap = inspectImportFile({ prefix: bytes, isWholeFile, fieldsMap }).fieldsMap;
    fileId = source.fileId;
  }

  const row = await db.contactImport.create({
    data: { teamId, listId, userId, fileId, fieldsMap, status: "PENDING" },
    include: importInclude,
  });
  try {
    // One job per import, even if this request were replayed.
    await enqueue("process-contact-import", { importId: row.id }, { singletonKey: row.id });
  } catch (error) {
    // An import nobody will ever run must not sit PENDING forever.
    await failImport({ importId: row.id, reason: "the import could not be queued; start it again" }).catch(() => undefined);
    throw error;
  }
  return toImportDto(row);
}
