import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteTemplate } from "@/lib/services/templates/delete-template";
import { getTemplate } from "@/lib/services/templates/get-template";
import { updateTemplate } from "@/lib/services/templates/update-template";
import { idParams } from "@/lib/validation/common";
import {
  TEMPLATE_BODY_LIMIT,
  TemplateSchema,
  UpdateTemplateBodySchema,
  type UpdateTemplateBody,
} from "@/lib/validation/templates";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = {
  path: "/templates/{id}",
  tags: ["Templates"],
  params: idParams,
  response: TemplateSchema,
  errors: [404],
};

export const GET = withApi(({ principal, params }) => getTemplate({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a template",
  description: "The template with its `html`.",
  permission: "templates:read",
});

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateTemplateBody, undefined, { id: string }, "required">) =>
  updateTemplate({
    ...body,
    teamId: principal.teamId,
    id: params.id,
    userId: principal.kind === "user" ? principal.userId : null,
  });
const updateSpec = {
  ...docs,
  summary: "Update a template",
  description:
    "Changes the given fields; `variables` are derived again. New `html` is written to a new File and the previous one is " +
    "retired only once the template points at the new one. `categoryId: null` takes the template out of its category. " +
    "Same 404/413/422 answers as create.",
  permission: "templates:write",
  body: UpdateTemplateBodySchema,
  bodyLimit: TEMPLATE_BODY_LIMIT,
  errors: [404, 413, 422] as number[],
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update a template (same as PATCH)" });

export const DELETE = withApi(({ principal, params }) => deleteTemplate({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "DELETE",
  summary: "Delete a template",
  description: "Soft-deletes the template and its HTML File. Answers the deleted template (`isDeleted: true`).",
  permission: "templates:delete",
});

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
