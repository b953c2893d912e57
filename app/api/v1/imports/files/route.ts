import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { importUploadLimitBytes } from "@/lib/imports/read-import-request";
import { streamImportUpload } from "@/lib/imports/stream-import-upload";
import { uploadImportFile } from "@/lib/services/imports/upload-import-file";
import { uploadImportFileOperation } from "@/lib/api/operations/imports";

export const POST = withApi(async ({ principal, request }) => {
  const { file } = await streamImportUpload(request, {
    teamId: principal.teamId,
    maxFileBytes: importUploadLimitBytes(),
  });
  return uploadImportFile({
    teamId: principal.teamId,
    userId: principal.kind === "user" ? principal.userId : null,
    upload: file,
  });
}, uploadImportFileOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
