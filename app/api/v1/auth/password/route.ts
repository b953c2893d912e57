import { ApiError, withApi, methodsNotAllowed } from "@/lib/api";
import { changePassword, sessionMetaOf } from "@/lib/services/auth";
import { changePasswordOperation } from "@/lib/api/operations/auth";

export const POST = withApi(({ request, body, principal, ip }) => {
  if (principal.kind !== "user")
    throw ApiError.forbidden("Only a signed-in user can change their password, not an API key");
  return changePassword({ userId: principal.userId, ...body }, sessionMetaOf(request, ip));
}, changePasswordOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
