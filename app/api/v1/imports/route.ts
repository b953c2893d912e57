import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { documentImportRequest, readImportRequest } from "@/lib/imports/read-import-request";
import { createImport } from "@/lib/services/imports/create-import";
import { listImports } from "@/lib/services/imports/list-imports";
import { ContactImportSchema, listImportsQuery } from "@/lib/validation/imports";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listImports({ ...query, teamId: principal.teamId }), {
  method: "GET",
  path: "/imports",
  summary: "List contact imports",
  description: "The team's CSV imports, newest first, with their status and counters. Filter by `listId` and `status`.",
  tags: ["Contacts"],
  permission: "imports:read",
  query: listImportsQuery,
  response: paginatedSchema(ContactImportSchema),
});

export const POST = withApi(
  async ({ principal, request }) =>
    createImport({
      ...(await readImportRequest(request, { teamId: principal.teamId })),
      teamId: principal.teamId,
      userId: principal.kind === "user" ? principal.userId : null,
    }),
  {
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
      "and reported in `errors`. Rate limited with uploads (20 a minute).",
    tags: ["Contacts"],
    permission: "imports:write",
    rateGroup: "upload",
    successStatus: 202,
    response: ContactImportSchema,
    responseDescription: "The import, PENDING",
    errors: [404, 413, 422],
  },
);
documentImportRequest();

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
