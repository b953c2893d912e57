import { withApi } from "@/lib/api/with-api";
import { serviceRoute } from "@/lib/api/routes";
import { readImportRequest } from "@/lib/imports";
import { createImport, listImports } from "@/lib/services/imports";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { listImportsOperation, createImportOperation } from "@/lib/api/operations/imports";

export const GET = serviceRoute(listImports, listImportsOperation);

export const POST = withApi(
  async ({ principal, request }) =>
    createImport({
      ...(await readImportRequest(request, { teamId: principal.teamId })),
      teamId: principal.teamId,
      userId: principal.kind === "user" ? principal.userId : null,
    }),
  createImportOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
