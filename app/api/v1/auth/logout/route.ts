import { withApi, methodsNotAllowed } from "@/lib/api";
import { logoutEverywhere, revokeRefreshToken } from "@/lib/services/auth";
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
