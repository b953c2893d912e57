import { resourceOperations } from "./resource-operations";
import { defineOperation } from "./define-operation";
import {
  FileSchema,
  ListFilesQuerySchema,
  DownloadFileQuerySchema,
  UploadFileFormSchema,
} from "@/lib/validation/files";
import { idParams } from "@/lib/validation/common";

const filesOperations = resourceOperations({
  path: "/files",
  tags: ["Files"],
  permissions: "files",
  item: FileSchema,
  one: "a file",
  many: "files",
});

export const listFilesOperation = filesOperations.list({
  description:
    "The team's files, newest first, each with a download link valid for one hour. `q` matches part of the name; `type` a MIME type or a prefix such as `image/`.",
  query: ListFilesQuerySchema,
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

export const getFileOperation = filesOperations.get({
  description: "The file with a fresh download link (`signedUrl`) valid for one hour.",
});

export const deleteFileOperation = filesOperations.delete({
  description:
    "Deletes the file and its stored bytes; its download links stop working. Answers the deleted file (`isDeleted: true`, " +
    "`signedUrl: null`). 409 while a template's content or an unfinished import uses it.",
  errors: [409],
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
