import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteModel } from "@/lib/services/models/delete-model";
import { getModel } from "@/lib/services/models/get-model";
import { updateModel } from "@/lib/services/models/update-model";
import { idParams } from "@/lib/validation/common";
import { ModelSchema, UpdateModelBodySchema, type UpdateModelBody } from "@/lib/validation/models";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = { path: "/models/{id}", tags: ["Automations"], params: idParams, response: ModelSchema, errors: [404] };

export const GET = withApi(({ principal, params }) => getModel({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get an AI model",
  permission: "models:read",
});

const update = ({ principal, params, body }: HandlerContext<UpdateModelBody, undefined, { id: string }, "required">) =>
  updateModel({ ...body, teamId: principal.teamId, id: params.id });
const updateSpec = {
  ...docs,
  summary: "Update an AI model",
  description: "Partial update. An omitted `apiKey` keeps the stored one; `null` or an empty string removes it.",
  permission: "models:write",
  body: UpdateModelBodySchema,
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update an AI model (same as PATCH)" });

export const DELETE = withApi(({ principal, params }) => deleteModel({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "DELETE",
  summary: "Delete an AI model",
  description:
    "Soft delete. EMAIL_WRITER nodes that named it use the team's first remaining model, or their fallback template.",
  permission: "models:delete",
});

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
