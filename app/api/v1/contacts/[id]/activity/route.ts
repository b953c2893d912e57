import { withApi, methodsNotAllowed } from "@/lib/api";
import { listContactActivity } from "@/lib/services/contacts";
import { listContactActivityOperation } from "@/lib/api/operations/contacts";

export const GET = withApi(
  ({ principal, params, query }) => listContactActivity({ ...query, teamId: principal.teamId, id: params.id }),
  listContactActivityOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
