import { withApi, methodsNotAllowed } from "@/lib/api";
import { publishTemplate } from "@/lib/services/templates";
import { publishTemplateOperation } from "@/lib/api/operations/template-versions";

export const POST = withApi(
  ({ principal, params }) => publishTemplate({ teamId: principal.teamId, id: params.id }),
  publishTemplateOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
