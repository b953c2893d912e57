import { withApi, methodsNotAllowed } from "@/lib/api";
import { logoutEverywhere } from "@/lib/services/auth/logout-everywhere";
import { revokeRefreshToken } from "@/lib/services/auth/revoke-refresh-token";
import { logoutOperation } from "@/lib/api/operations/auth";

export const POST = withApi(async ({ body, principal, ip }) => {
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
}, logoutOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
