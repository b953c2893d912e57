import { withApi } from "@/lib/api/with-api";
import { refreshSession } from "@/lib/services/auth/refresh-session";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { RefreshBodySchema, SessionTokensSchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ request, body, ip }) => refreshSession({ refreshToken: body.refresh_token }, sessionMetaOf(request, ip)),
  {
    method: "POST",
    path: "/auth/refresh",
    summary: "Refresh the access token",
    description:
      "Exchanges a refresh token for a new access token and a new refresh token; the one sent stops working. Presenting a refresh token that was already used or revoked answers 401 and revokes every token of that sign-in. Rate limited to 10 requests per minute per IP.",
    tags: ["Authentication"],
    auth: "public",
    successStatus: 200,
    body: RefreshBodySchema,
    response: SessionTokensSchema,
    errors: [401],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
