import { withApi } from "@/lib/api/with-api";
import { refreshSession } from "@/lib/services/auth/refresh-session";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { refreshTokenOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ request, body, ip }) => refreshSession({ refreshToken: body.refresh_token }, sessionMetaOf(request, ip)),
  refreshTokenOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
