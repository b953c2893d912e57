import { withApi } from "@/lib/api/with-api";
import { getImport } from "@/lib/services/imports";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getImportOperation } from "@/lib/api/operations/imports";

export const GET = withApi(
  ({ principal, params }) => getImport({ teamId: principal.teamId, id: params.id }),
  getImportOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
