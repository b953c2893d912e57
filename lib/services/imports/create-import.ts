import { enqueue } from "@/lib/jobs";
import { db } from "@/lib/db";
import { type FieldsMap, type ImportSource, discardStreamedUpload, type StreamedUpload } from "@/lib/imports";
import { recordStoredUpload } from "@/lib/services/files/store-upload";
import { getListOrThrow } from "@/lib/services/lists/get-list";
import { failImport } from "./fail-import";
import { inspectStoredFile, inspectStreamedUpload, noEmailColumn } from "./inspect-import-file";
import { importInclude, toImportDto } from "./to-import-dto";

type CreateImportInput = {
  teamId: string;
  userId: string | null;
  listId: string;
  fieldsMap?: FieldsMap;
  triggerAutomations?: boolean;
  source: ImportSource;
};

/**
 * POST /imports: checks the list (404 for another team's), the file's first bytes and the mapping
 * (inspect-import-file.ts; no email column is a 422), stores an uploaded file as one of the team's
 * files, records the import PENDING with its resolved fieldsMap, and queues the job once that row
 * has committed. The rows themselves are read by the job, never by the request.
 */
export async function createImport(input: CreateImportInput) {
  if (!("streamed" in input.source)) return recordImport(input, input.source.fileId);
  const upload = input.source.streamed;
  try {
    return await recordImport(input, upload);
  } catch (error) {
    // Refused (404 list, 400/422 file) or failed: the streamed bytes must not stay behind.
    await discardStreamedUpload(upload);
    throw error;
  }
}

async function recordImport(
  { teamId, userId, listId, fieldsMap, triggerAutomations = true }: CreateImportInput,
  file: string | StreamedUpload,
) {
  await getListOrThrow({ teamId, id: listId });

  const inspected =
    typeof file === "string"
      ? await inspectStoredFile({ teamId, fileId: file, fieldsMap })
      : inspectStreamedUpload({ upload: file, fieldsMap });
  if (!inspected.hasEmail) throw noEmailColumn();
  const fileId =
    typeof file === "string" ? file : (await recordStoredUpload({ ...file, teamId, userId, type: "text/csv" })).id;

  const row = await db.contactImport.create({
    data: { teamId, listId, userId, fileId, fieldsMap: inspected.fieldsMap, triggerAutomations, status: "PENDING" },
    include: importInclude,
  });
  try {
    // One job per import, even if this request were replayed.
    await enqueue("process-contact-import", { importId: row.id }, { singletonKey: row.id });
  } catch (error) {
    // An import nobody will ever run must not sit PENDING forever.
    await failImport({ importId: row.id, reason: "the import could not be queued; start it again" }).catch(
      () => undefined,
    );
    throw error;
  }
  return toImportDto(row);
}
