import { resourceOperations } from "./resource-operations";
import { defineOperation } from "./define-operation";
import {
  ContactImportSchema,
  listImportsQuery,
  ImportPreviewSchema,
  PreviewImportBodySchema,
  UploadImportFileFormDoc,
  CreateImportFormDoc,
  CreateImportBodySchema,
} from "@/lib/validation/imports";
import { FileSchema } from "@/lib/validation/files";

const importsOperations = resourceOperations({
  path: "/imports",
  tags: ["Contacts"],
  permissions: "imports",
  item: ContactImportSchema,
  one: "a contact import",
  many: "contact imports",
});

export const listImportsOperation = importsOperations.list({
  description: "The team's CSV imports, newest first, with their status and counters. Filter by `listId` and `status`.",
  query: listImportsQuery,
});

export const createImportOperation = defineOperation({
  method: "POST",
  path: "/imports",
  summary: "Import contacts from a CSV file",
  description:
    "Starts importing a CSV file into a list: `multipart/form-data` with the `file` (streamed to storage as it arrives; at most " +
    "IMPORT_UPLOAD_LIMIT_MB, 256 MiB by default; 413 beyond), `listId` and " +
    "`fieldsMap` (JSON text), or JSON with the `fileId` of a file uploaded with POST /files. The file must be UTF-8 (a BOM is fine), " +
    'delimited by `,` `;` or tab, with a header row. Columns are matched to contact fields by their header ("Email Address", ' +
    '"First Name", "Surname", "Zip"... as Mailchimp, Google and Outlook export them); `fieldsMap` overrides or completes that. ' +
    "The header is checked now: no email column answers 422, an unknown field in `fieldsMap` 400, another team's list or file 404. " +
    "The rows are processed in the background: the answer is 202 with the PENDING import; follow it with GET /imports/{id}. " +
    "Contacts the list already holds (same address, any letter case) are updated, never duplicated, and keep their status; empty " +
    "cells never erase a value. Rows with a missing or invalid email, and repeats of an address earlier in the file, are skipped " +
    "and reported in `errors`. Rate limited with uploads (20 a minute). A full disk answers 507 `insufficient_storage`, keeping nothing.",
  tags: ["Contacts"],
  permission: "imports:write",
  rateGroup: "upload",
  // Either a multipart upload or JSON naming a file uploaded before (lib/imports/read-import-request.ts).
  requestContent: { "multipart/form-data": CreateImportFormDoc, "application/json": CreateImportBodySchema },
  successStatus: 202,
  response: ContactImportSchema,
  responseDescription: "The import, PENDING",
  errors: [404, 413, 422, 507],
});

export const getImportOperation = importsOperations.get({
  description:
    "The import's `status` (PENDING, PROCESSING, COMPLETED, FAILED), its counters `total, processed, imported, updated, skipped`, " +
    "`progress` (0..1) for a progress bar, and `errors`: the first 1,000 skipped rows as `{ row, email, reason }` (row 1 is the " +
    "header, as in a spreadsheet), then, for a FAILED import, why it stopped. Counters only ever include committed rows.",
});

export const previewImportOperation = defineOperation({
  method: "POST",
  path: "/imports/preview",
  summary: "Preview a contact import",
  description:
    "Reads the header and the first rows of a CSV file uploaded with POST /files and answers how each column would be imported: " +
    "automatic matching of common headers, with `fieldsMap` laid over it. Nothing is imported; use it to build the column " +
    "mapping, then POST /imports with the same `fileId`. 400 for a file that is not CSV text or an unknown field, 404 for " +
    "another team's file.",
  tags: ["Contacts"],
  permission: "imports:write",
  body: PreviewImportBodySchema,
  successStatus: 200,
  response: ImportPreviewSchema,
  errors: [404],
});

export const uploadImportFileOperation = defineOperation({
  method: "POST",
  path: "/imports/files",
  summary: "Upload a CSV file for an import",
  description:
    "`multipart/form-data` with one `file` field: a CSV file of up to IMPORT_UPLOAD_LIMIT_MB (256 MiB by default; 413 " +
    "`payload_too_large` beyond), streamed to storage as it arrives. It must be UTF-8 text with a CSV header row (400 otherwise). " +
    "Answers the File; preview it with POST /imports/preview and import it with POST /imports, both by `fileId`. This is how the " +
    "dashboard's import wizard uploads: POST /files stops at 10 MiB. Rate limited with uploads (20 a minute). A full disk " +
    "answers 507 `insufficient_storage`, keeping nothing.",
  tags: ["Contacts"],
  permission: "imports:write",
  rateGroup: "upload",
  requestContent: { "multipart/form-data": UploadImportFileFormDoc },
  successStatus: 201,
  response: FileSchema,
  errors: [413, 507],
});
