import { consentSourceOf } from "@/lib/services/consent";
import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteContact, getContact, updateContact } from "@/lib/services/contacts";
import type { Principal } from "@/lib/auth";
import {
  getContactOperation,
  updateContactOperation,
  updateContactPutOperation,
  deleteContactOperation,
} from "@/lib/api/operations/contacts";

export const GET = serviceRoute(getContact, getContactOperation);

const consentSource = ({ principal }: { principal: Principal }) => ({ source: consentSourceOf(principal) });

export const PATCH = serviceRoute(updateContact, updateContactOperation, consentSource);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateContact, updateContactPutOperation, consentSource);

export const DELETE = serviceRoute(deleteContact, deleteContactOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
