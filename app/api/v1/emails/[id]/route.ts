import { withApi, methodsNotAllowed } from "@/lib/api";
import { getEmail } from "@/lib/services/emails";
import { getEmailOperation } from "@/lib/api/operations/emails";

export const GET = withApi(
  ({ principal, params, query }) => getEmail({ ...query, teamId: principal.teamId, id: params.id }),
  getEmailOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
