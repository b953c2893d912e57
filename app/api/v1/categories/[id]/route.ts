import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteCategory } from "@/lib/services/categories/delete-category";
import { getCategory } from "@/lib/services/categories/get-category";
import { updateCategory } from "@/lib/services/categories/update-category";
import { CategorySchema, UpdateCategoryBodySchema, type UpdateCategoryBody } from "@/lib/validation/categories";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = {
  path: "/categories/{id}",
  tags: ["Templates"],
  params: idParams,
  response: CategorySchema,
  errors: [404],
};

export const GET = withApi(({ principal, params }) => getCategory({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a category",
  permission: "categories:read",
});

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateCategoryBody, undefined, { id: string }, "required">) =>
  updateCategory({ ...body, teamId: principal.teamId, id: params.id });
const updateSpec = {
  ...docs,
  summary: "Update a category",
  description: "Changes the given fields only; `description: null` clears the description.",
  permission: "categories:write",
  body: UpdateCategoryBodySchema,
} as const;

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update a category (same as PATCH)" });

export const DELETE = withApi(({ principal, params }) => deleteCategory({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "DELETE",
  summary: "Delete a category",
  description:
    "Soft-deletes the category. Its templates keep working: they leave the category (`categoryId` becomes null) in the same " +
    "transaction. The answer's `templateCount` is how many templates it held.",
  permission: "categories:delete",
});

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
