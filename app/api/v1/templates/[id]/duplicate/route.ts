import { withApi } from "@/lib/api/with-api";
import { duplicateTemplate } from "@/lib/services/templates/duplicate-template";
import { idParams } from "@/lib/validation/common";
import { TemplateSchema } from "@/lib/validation/templates";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params }) =>
    duplicateTemplate({
      teamId: principal.teamId,
      id: params.id,
      userId: principal.kind === "user" ? principal.userId : null,
    }),
  {
    method: "POST",
    path: "/templates/{id}/duplicate",
    summary: "Duplicate a template",
    description:
      'Creates "<name> (copy)" with the same subject, design, category and a new HTML File. Counts towards the plan\'s template cap.',
    tags: ["Templates"],
    permission: "templates:write",
    params: idParams,
    response: TemplateSchema,
    errors: [404],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
