import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { deleteContact } from "@/lib/services/contacts/delete-contact";
import { getContact } from "@/lib/services/contacts/get-contact";
import { updateContact } from "@/lib/services/contacts/update-contact";
import { idParams } from "@/lib/validation/common";
import { ContactSchema, UpdateContactBodySchema, type UpdateContactBody } from "@/lib/validation/contacts";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const docs = { path: "/contacts/{id}", tags: ["Contacts"], params: idParams, response: ContactSchema, errors: [404] };

export const GET = withApi(({ principal, params }) => getContact({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "GET",
  summary: "Get a contact",
  permission: "contacts:read",
});

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateContactBody, undefined, { id: string }, "required">) =>
  updateContact({ ...body, teamId: principal.teamId, id: params.id });
const updateSpec = {
  ...docs,
  summary: "Update a contact",
  description:
    "Changes the given fields only: `null` (or an empty string) clears a field, `tags` replaces the whole set, and a new `listId` " +
    "moves the contact (409 when that list already holds the address).",
  permission: "contacts:write" as const,
  body: UpdateContactBodySchema,
  errors: [404, 409],
};

export const PATCH = withApi(update, { ...updateSpec, method: "PATCH" });
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, { ...updateSpec, method: "PUT", summary: "Update a contact (same as PATCH)" });

export const DELETE = withApi(({ principal, params }) => deleteContact({ teamId: principal.teamId, id: params.id }), {
  ...docs,
  method: "DELETE",
  summary: "Delete a contact",
  description:
    "Soft-deletes the contact; it is never mailed again, and the address can be added to the list anew. Answers the deleted contact.",
  permission: "contacts:delete",
});

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
