import { withApi, methodsNotAllowed } from "@/lib/api";
import { registerUser, sessionMetaOf } from "@/lib/services/auth";
import { registerOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ request, body, ip }) => registerUser(body, sessionMetaOf(request, ip)),
  registerOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
