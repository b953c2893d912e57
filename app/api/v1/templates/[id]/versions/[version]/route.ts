import { withApi, methodsNotAllowed } from "@/lib/api";
import { getTemplateVersion } from "@/lib/services/templates";
import { getTemplateVersionOperation } from "@/lib/api/operations/template-versions";

export const GET = withApi(
  ({ principal, params }) => getTemplateVersion({ teamId: principal.teamId, id: params.id, version: params.version }),
  getTemplateVersionOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
