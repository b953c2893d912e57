import { documentMultipartBody } from "@/lib/api/read-multipart";
import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { importUploadLimitBytes } from "@/lib/imports/read-import-request";
import { streamImportUpload } from "@/lib/imports/stream-import-upload";
import { uploadImportFile } from "@/lib/services/imports/upload-import-file";
import { FileSchema } from "@/lib/validation/files";
import { UploadImportFileFormDoc } from "@/lib/validation/imports";

export const POST = withApi(
  async ({ principal, request }) => {
    const { file } = await streamImportUpload(request, {
      teamId: principal.teamId,
      maxFileBytes: importUploadLimitBytes(),
    });
    return uploadImportFile({
      teamId: principal.teamId,
      userId: principal.kind === "user" ? principal.userId : null,
      upload: file,
    });
  },
  {
    method: "POST",
    path: "/imports/files",
    summary: "Upload a CSV file for an import",
    description:
      "`multipart/form-data` with one `file` field: a CSV file of up to IMPORT_UPLOAD_LIMIT_MB (256 MiB by default; 413 " +
      "`payload_too_large` beyond), streamed to storage as it arrives. It must be UTF-8 text with a CSV header row (400 otherwise). " +
      "Answers the File; preview it with POST /imports/preview and import it with POST /imports, both by `fileId`. This is how the " +
      "dashboard's import wizard uploads: POST /files stops at 10 MiB. Rate limited with uploads (20 a minute).",
    tags: ["Contacts"],
    permission: "imports:write",
    rateGroup: "upload",
    successStatus: 201,
    response: FileSchema,
    errors: [413],
  },
);
documentMultipartBody({ method: "post", path: "/imports/files" }, UploadImportFileFormDoc);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
