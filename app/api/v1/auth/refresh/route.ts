import { withApi, methodsNotAllowed } from "@/lib/api";
import { refreshSession, sessionMetaOf } from "@/lib/services/auth";
import { refreshTokenOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ request, body, ip }) => refreshSession({ refreshToken: body.refresh_token }, sessionMetaOf(request, ip)),
  refreshTokenOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
