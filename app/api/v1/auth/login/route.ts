import { withApi } from "@/lib/api/with-api";
import { loginWithPassword } from "@/lib/services/auth/login-with-password";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { loginOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ request, body, ip }) => loginWithPassword(body, sessionMetaOf(request, ip)),
  loginOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
