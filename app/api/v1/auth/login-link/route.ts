import { withApi, methodsNotAllowed } from "@/lib/api";
import { requestLoginLinkOperation } from "@/lib/api/operations/login-link";
import { requestLoginLink } from "@/lib/services/auth";

export const POST = withApi(async ({ body, ip }) => {
  await requestLoginLink({ email: body.email }, { ip });
  return {};
}, requestLoginLinkOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
