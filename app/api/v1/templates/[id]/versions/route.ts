import { withApi, methodsNotAllowed } from "@/lib/api";
import { listTemplateVersions } from "@/lib/services/templates";
import { listTemplateVersionsOperation } from "@/lib/api/operations/template-versions";

export const GET = withApi(
  ({ principal, params }) => listTemplateVersions({ teamId: principal.teamId, id: params.id }),
  listTemplateVersionsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
