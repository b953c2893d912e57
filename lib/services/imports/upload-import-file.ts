import { discardStreamedUpload, type StreamedUpload } from "@/lib/imports";
import { recordStoredUpload } from "@/lib/services/files/store-upload";
import { toFileDto } from "@/lib/services/files/to-file-dto";
import { inspectStreamedUpload } from "./inspect-import-file";

/**
 * POST /imports/files: a CSV file for a later import, streamed to storage by the route (up to
 * IMPORT_UPLOAD_LIMIT_MB, where POST /files stops at 10 MiB). Its header row must read as CSV (400
 * otherwise, nothing kept); the email column is the preview's and the import's question. Answers
 * the File, which POST /imports/preview and POST /imports take by `fileId`.
 */
export async function uploadImportFile({
  teamId,
  userId,
  upload,
}: {
  teamId: string;
  userId: string | null;
  upload: StreamedUpload;
}) {
  try {
    inspectStreamedUpload({ upload });
    return toFileDto(await recordStoredUpload({ ...upload, teamId, userId, type: "text/csv" }));
  } catch (error) {
    await discardStreamedUpload(upload);
    throw error;
  }
}
