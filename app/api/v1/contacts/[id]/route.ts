import { consentSourceOf } from "@/lib/services/consent";
import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { deleteContact, getContact, updateContact } from "@/lib/services/contacts";
import type { UpdateContactBody } from "@/lib/validation/contacts";
import {
  getContactOperation,
  updateContactOperation,
  updateContactPutOperation,
  deleteContactOperation,
} from "@/lib/api/operations/contacts";

export const GET = withApi(
  ({ principal, params }) => getContact({ teamId: principal.teamId, id: params.id }),
  getContactOperation,
);

const update = ({
  principal,
  params,
  body,
}: HandlerContext<UpdateContactBody, undefined, { id: string }, "required">) =>
  updateContact({ ...body, teamId: principal.teamId, id: params.id, source: consentSourceOf(principal) });

export const PATCH = withApi(update, updateContactOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = withApi(update, updateContactPutOperation);

export const DELETE = withApi(
  ({ principal, params }) => deleteContact({ teamId: principal.teamId, id: params.id }),
  deleteContactOperation,
);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
