import { withApi, methodsNotAllowed } from "@/lib/api";
import { getListSignupForm } from "@/lib/services/lists";
import { getSignupFormOperation } from "@/lib/api/operations/lists";

export const GET = withApi(
  ({ principal, params }) => getListSignupForm({ teamId: principal.teamId, id: params.id }),
  getSignupFormOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
