import { withApi } from "@/lib/api/with-api";
import { revokeRefreshToken } from "@/lib/services/auth/revoke-refresh-token";
import { EmptyObjectSchema, LogoutBodySchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  async ({ body }) => {
    await revokeRefreshToken({ refreshToken: body.refresh_token });
    return {};
  },
  {
    method: "POST",
    path: "/auth/logout",
    summary: "Sign out",
    description:
      "Revokes the refresh token and the rest of its sign-in, so it can no longer be refreshed. Always answers `{}`, also for an unknown token. Access tokens already issued stay valid until they expire (at most 24 h).",
    tags: ["Authentication"],
    auth: "public",
    successStatus: 200,
    body: LogoutBodySchema,
    response: EmptyObjectSchema,
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
