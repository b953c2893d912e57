import { withApi } from "@/lib/api/with-api";
import { getImport } from "@/lib/services/imports/get-import";
import { idParams } from "@/lib/validation/common";
import { ContactImportSchema } from "@/lib/validation/imports";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, params }) => getImport({ teamId: principal.teamId, id: params.id }), {
  method: "GET",
  path: "/imports/{id}",
  summary: "Get a contact import",
  description:
    "The import's `status` (PENDING, PROCESSING, COMPLETED, FAILED), its counters `total, processed, imported, updated, skipped`, " +
    "`progress` (0..1) for a progress bar, and `errors`: the first 1,000 skipped rows as `{ row, email, reason }` (row 1 is the " +
    "header, as in a spreadsheet), then, for a FAILED import, why it stopped. Counters only ever include committed rows.",
  tags: ["Contacts"],
  permission: "imports:read",
  params: idParams,
  response: ContactImportSchema,
  errors: [404],
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
