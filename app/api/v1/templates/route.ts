import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createTemplate } from "@/lib/services/templates/create-template";
import { listTemplates } from "@/lib/services/templates/list-templates";
import {
  CreateTemplateBodySchema,
  TEMPLATE_BODY_LIMIT,
  TemplateListItemSchema,
  TemplateSchema,
  templatesQuery,
} from "@/lib/validation/templates";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listTemplates({ ...query, teamId: principal.teamId }), {
  method: "GET",
  path: "/templates",
  summary: "List templates",
  description:
    "The team's templates, last edited first. Items leave out `html` to keep pages small: GET /templates/{id} answers it. " +
    "`q` searches name and subject; `categoryId` keeps one category's templates.",
  tags: ["Templates"],
  permission: "templates:read",
  query: templatesQuery,
  response: paginatedSchema(TemplateListItemSchema),
});

export const POST = withApi(
  ({ principal, body }) =>
    createTemplate({
      ...body,
      teamId: principal.teamId,
      userId: principal.kind === "user" ? principal.userId : null,
    }),
  {
    method: "POST",
    path: "/templates",
    summary: "Create a template",
    description:
      "Stores `html` as the template's File (`htmlFileId`) and derives `variables` from the subject and HTML. " +
      "Liquid that does not parse answers 422 with the line in the message and `details`; HTML over 2 MB answers 413 " +
      "`payload_too_large`; a `categoryId` that is not the team's answers 404. The plan caps the number of templates " +
      "(`template_library`; 403 `PLAN_LIMIT_REACHED`). Start from a starter template by sending its `subject` and `html`.",
    tags: ["Templates"],
    permission: "templates:write",
    body: CreateTemplateBodySchema,
    bodyLimit: TEMPLATE_BODY_LIMIT,
    response: TemplateSchema,
    errors: [404, 413, 422],
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
