import { consentSourceOf } from "@/lib/services/consent";
import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createContact, listContacts } from "@/lib/services/contacts";
import { listContactsOperation, createContactOperation } from "@/lib/api/operations/contacts";

export const GET = serviceRoute(listContacts, listContactsOperation);

export const POST = withApi(
  ({ principal, body }) => createContact({ ...body, teamId: principal.teamId, source: consentSourceOf(principal) }),
  createContactOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
