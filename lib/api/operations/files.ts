import { defineOperation } from "./define-operation";
import {
  FileSchema,
  ListFilesQuerySchema,
  DownloadFileQuerySchema,
  UploadFileFormSchema,
} from "@/lib/validation/files";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";

export const listFilesOperation = defineOperation({
  method: "GET",
  path: "/files",
  summary: "List files",
  description:
    "The team's files, newest first, each with a download link valid for one hour. `q` matches part of the name; `type` a MIME type or a prefix such as `image/`.",
  tags: ["Files"],
  permission: "files:read",
  query: ListFilesQuerySchema,
  response: paginatedSchema(FileSchema),
});

export const uploadFileOperation = defineOperation({
  method: "POST",
  path: "/files",
  summary: "Upload a file",
  description:
    "`multipart/form-data` with one `file` field, at most 10 MiB (413 `payload_too_large` beyond). The type is recognised " +
    "from the bytes, not from the name or the declared type: PNG, JPEG, GIF, WebP, PDF, CSV (a UTF-8 text named `.csv`) " +
    "and plain UTF-8 text are accepted; anything else, SVG and HTML included, answers 400. Rate limited to 20 uploads a minute. " +
    "A full disk answers 507 `insufficient_storage`, keeping nothing.",
  tags: ["Files"],
  permission: "files:write",
  requestContent: { "multipart/form-data": UploadFileFormSchema },
  response: FileSchema,
  errors: [413, 507],
});

export const getFileOperation = defineOperation({
  method: "GET",
  path: "/files/{id}",
  summary: "Get a file",
  description: "The file with a fresh download link (`signedUrl`) valid for one hour.",
  tags: ["Files"],
  permission: "files:read",
  params: idParams,
  response: FileSchema,
  errors: [404],
});

export const deleteFileOperation = defineOperation({
  method: "DELETE",
  path: "/files/{id}",
  summary: "Delete a file",
  description:
    "Deletes the file and its stored bytes; its download links stop working. Answers the deleted file (`isDeleted: true`, " +
    "`signedUrl: null`). 409 while a template's content or an unfinished import uses it.",
  tags: ["Files"],
  permission: "files:delete",
  params: idParams,
  response: FileSchema,
  errors: [404, 409],
});

export const downloadFileOperation = defineOperation({
  method: "GET",
  path: "/files/{id}/download",
  summary: "Download a file",
  description:
    "The file's bytes, through the link in a File's `signedUrl` (no credential: the signature is the authority). Always an " +
    "attachment (`Content-Disposition`), with `X-Content-Type-Options: nosniff`. 403 when the link is altered or expired " +
    "(links live one hour), 404 once the file is deleted.",
  tags: ["Files"],
  auth: "public",
  params: idParams,
  query: DownloadFileQuerySchema,
  responseDescription: "The file's bytes, with its stored `Content-Type`",
  errors: [403, 404],
});
