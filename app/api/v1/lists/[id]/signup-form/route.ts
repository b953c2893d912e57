import { withApi } from "@/lib/api/with-api";
import { getListSignupForm } from "@/lib/services/lists/get-list-signup-form";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getSignupFormOperation } from "@/lib/api/operations/lists";

export const GET = withApi(
  ({ principal, params }) => getListSignupForm({ teamId: principal.teamId, id: params.id }),
  getSignupFormOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
