import { withApi, methodsNotAllowed } from "@/lib/api";
import { eraseContact } from "@/lib/services/contacts";
import { eraseContactOperation } from "@/lib/api/operations/contacts";

export const POST = withApi(
  ({ principal, params }) => eraseContact({ teamId: principal.teamId, id: params.id }),
  eraseContactOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
