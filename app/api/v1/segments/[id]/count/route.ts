import { withApi, methodsNotAllowed } from "@/lib/api";
import { countSegmentContacts } from "@/lib/services/segments";
import { countSegmentContactsOperation } from "@/lib/api/operations/segments";

export const GET = withApi(
  ({ principal, params }) => countSegmentContacts({ teamId: principal.teamId, id: params.id }),
  countSegmentContactsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
