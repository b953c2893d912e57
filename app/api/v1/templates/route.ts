import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createTemplate, listTemplates } from "@/lib/services/templates";
import { listTemplatesOperation, createTemplateOperation } from "@/lib/api/operations/templates";

export const GET = serviceRoute(listTemplates, listTemplatesOperation);

export const POST = withApi(
  ({ principal, body }) =>
    createTemplate({
      ...body,
      teamId: principal.teamId,
      userId: principal.kind === "user" ? principal.userId : null,
    }),
  createTemplateOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
