import { withApi, methodsNotAllowed } from "@/lib/api";
import { duplicateTemplate } from "@/lib/services/templates";
import { duplicateTemplateOperation } from "@/lib/api/operations/templates";

export const POST = withApi(
  ({ principal, params }) =>
    duplicateTemplate({
      teamId: principal.teamId,
      id: params.id,
      userId: principal.kind === "user" ? principal.userId : null,
    }),
  duplicateTemplateOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
