import { withApi, methodsNotAllowed } from "@/lib/api";
import { createTemplate, listTemplates } from "@/lib/services/templates";
import { listTemplatesOperation, createTemplateOperation } from "@/lib/api/operations/templates";

export const GET = withApi(
  ({ principal, query }) => listTemplates({ ...query, teamId: principal.teamId }),
  listTemplatesOperation,
);

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
