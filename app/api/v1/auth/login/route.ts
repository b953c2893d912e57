import { withApi, methodsNotAllowed } from "@/lib/api";
import { loginWithPassword, sessionMetaOf } from "@/lib/services/auth";
import { loginOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ request, body, ip }) => loginWithPassword(body, sessionMetaOf(request, ip)),
  loginOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
