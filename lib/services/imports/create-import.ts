import { enqueue } from "@/jobs/enqueue";
import { db } from "@/lib/db";
import type { FieldsMap } from "@/lib/imports/field-mapping";
import { storeUpload } from "@/lib/services/files/store-upload";
import { getListOrThrow } from "@/lib/services/lists/get-list";
import { failImport } from "./fail-import";
import { inspectStoredFile, inspectUpload, noEmailColumn } from "./inspect-import-file";
import { importInclude, toImportDto } from "./to-import-dto";

export type ImportSource = { fileId: string } | { upload: { name: string; bytes: Buffer } };

type CreateImportInput = { teamId: string; userId: string | null; listId: string; fieldsMap?: FieldsMap; triggerAutomations?: boolean; source: ImportSource };

/**
 * POST /imports: checks the list (404 for another team's), the file's first bytes and the mapping
 * (inspect-import-file.ts; no email column is a 422), stores an uploaded file as one of the team's
 * files, records the import PENDING with its resolved fieldsMap, and queues the job once that row
 * has committed. The rows themselves are read by the job, never by the request.
 */
export async function createImport({ teamId, userId, listId, fieldsMap, triggerAutomations = true, source }: CreateImportInput) {
  await getListOrThrow({ teamId, id: listId });

  const inspected = "upload" in source ? inspectUpload({ bytes: source.upload.bytes, fieldsMap }) : await inspectStoredFile({ teamId, fileId: source.fileId, fieldsMap });
  if (!inspected.hasEmail) throw noEmailColumn();
  const fileId =
    "upload" in source ? (await storeUpload({ teamId, userId, name: source.upload.name, bytes: source.upload.bytes, type: "text/csv" })).id : source.fileId;

  const row = await db.contactImport.create({
    data: { teamId, listId, userId, fileId, fieldsMap: inspected.fieldsMap, triggerAutomations, status: "PENDING" },
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
