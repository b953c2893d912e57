import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteList } from "@/lib/services/lists/delete-list";
import { getList } from "@/lib/services/lists/get-list";
import { updateList } from "@/lib/services/lists/update-list";
import { idParams } from "@/lib/validation/common";
import { ListSchema, UpdateListBodySchema, type UpdateListBody } from "@/lib/validation/lists";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = { path: "/lists/{id}", tags: ["Contacts"], params: idParams, response: ListSchema, errors: [404] };

export const GET = withApi(({ principal, params }) => getList({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a mailing list",
  description: "The list with its live contacts counted in all and by status.",
  permission: "lists:read",
});

const update = ({ principal, params, body }: HandlerContext<UpdateListBody, undefined, { id: string }, "required">) =>
  updateList({ ...body, teamId: principal.teamId, id: params.id });
const updateSpec = {
  ...docs,
  summary: "Update a mailing list",
  description: "Changes the given fields only; `description: null` clears the description.",
  permission: "lists:write",
  body: UpdateListBodySchema,
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update a mailing list (same as PATCH)" });

export const DELETE = withApi(({ principal, params }) => deleteList({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "DELETE",
  summary: "Delete a mailing list",
  description:
    "Soft-deletes the list together with its contacts, in one transaction. Answers the deleted list (`isDeleted: true`); " +
    "its `contactCounts` are the contacts deleted with it.",
  permission: "lists:delete",
});

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
