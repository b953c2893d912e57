import { withApi, methodsNotAllowed } from "@/lib/api";
import { checkTemplate } from "@/lib/services/checks";
import { checkTemplateOperation } from "@/lib/api/operations/checks";

export const POST = withApi(
  ({ principal, params, body }) => checkTemplate({ ...(body ?? {}), teamId: principal.teamId, id: params.id }),
  checkTemplateOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
