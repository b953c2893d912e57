import { withApi, methodsNotAllowed } from "@/lib/api";
import { restoreTemplateVersion } from "@/lib/services/templates";
import { restoreTemplateVersionOperation } from "@/lib/api/operations/template-versions";

export const POST = withApi(
  ({ principal, params }) =>
    restoreTemplateVersion({
      teamId: principal.teamId,
      id: params.id,
      version: params.version,
      userId: principal.kind === "user" ? principal.userId : null,
    }),
  restoreTemplateVersionOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
