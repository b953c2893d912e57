import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { importUploadLimitBytes, streamImportUpload } from "@/lib/imports";
import { uploadImportFile } from "@/lib/services/imports";
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
