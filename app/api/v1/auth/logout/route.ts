import { withApi } from "@/lib/api/with-api";
import { logoutEverywhere } from "@/lib/services/auth/logout-everywhere";
import { revokeRefreshToken } from "@/lib/services/auth/revoke-refresh-token";
import { EmptyObjectSchema, LogoutBodySchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  async ({ body, principal, ip }) => {
    if (body.all) {
      await logoutEverywhere({
        userId: principal?.kind === "user" ? principal.userId : null,
        refreshToken: body.refresh_token,
        ip,
      });
    } else if (body.refresh_token) {
      await revokeRefreshToken({ refreshToken: body.refresh_token });
    }
    return {};
  },
  {
    method: "POST",
    path: "/auth/logout",
    summary: "Sign out",
    description:
      "Revokes the refresh token and the rest of its sign-in, so it can no longer be refreshed. With `all: true`, signs the user " +
      "(the Bearer token's, else the refresh token's) out of every session: all refresh tokens are revoked and every access token " +
      "issued so far answers 401 at once. Always answers `{}`, also for an unknown refresh token; `all: true` with neither " +
      "credential answers 401.",
    tags: ["Authentication"],
    auth: "optional",
    successStatus: 200,
    body: LogoutBodySchema,
    response: EmptyObjectSchema,
    errors: [401],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
