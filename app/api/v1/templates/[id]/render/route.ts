import { withApi, methodsNotAllowed } from "@/lib/api";
import { renderTemplatePreview } from "@/lib/services/templates";
import { renderTemplateOperation } from "@/lib/api/operations/templates";

export const POST = withApi(
  ({ principal, params, body }) => renderTemplatePreview({ ...(body ?? {}), teamId: principal.teamId, id: params.id }),
  renderTemplateOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
