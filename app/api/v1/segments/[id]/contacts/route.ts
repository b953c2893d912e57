import { withApi, methodsNotAllowed } from "@/lib/api";
import { listSegmentContacts } from "@/lib/services/segments";
import { listSegmentContactsOperation } from "@/lib/api/operations/segments";

export const GET = withApi(
  ({ principal, params, query }) => listSegmentContacts({ ...query, teamId: principal.teamId, id: params.id }),
  listSegmentContactsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
