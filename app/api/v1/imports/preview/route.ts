import { withApi } from "@/lib/api/with-api";
import { previewImport } from "@/lib/services/imports/preview-import";
import { ImportPreviewSchema, PreviewImportBodySchema } from "@/lib/validation/imports";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, body }) => previewImport({ ...body, teamId: principal.teamId }), {
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

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
