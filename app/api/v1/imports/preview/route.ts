import { withApi } from "@/lib/api/with-api";
import { previewImport } from "@/lib/services/imports";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { previewImportOperation } from "@/lib/api/operations/imports";

export const POST = withApi(
  ({ principal, body }) => previewImport({ ...body, teamId: principal.teamId }),
  previewImportOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
