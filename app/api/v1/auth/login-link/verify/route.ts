import { withApi, methodsNotAllowed } from "@/lib/api";
import { signInWithLoginLinkOperation } from "@/lib/api/operations/login-link";
import { sessionMetaOf, signInWithLoginLink } from "@/lib/services/auth";

export const POST = withApi(
  ({ request, body, ip }) => signInWithLoginLink({ token: body.token, code: body.code }, sessionMetaOf(request, ip)),
  signInWithLoginLinkOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
