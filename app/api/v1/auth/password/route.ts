import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/with-api";
import { changePassword } from "@/lib/services/auth/change-password";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { AuthSessionSchema, ChangePasswordBodySchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ request, body, principal, ip }) => {
    if (principal.kind !== "user")
      throw ApiError.forbidden("Only a signed-in user can change their password, not an API key");
    return changePassword({ userId: principal.userId, ...body }, sessionMetaOf(request, ip));
  },
  {
    method: "POST",
    path: "/auth/password",
    summary: "Change your password",
    description:
      "Sets a new password for the signed-in user after checking the current one (a wrong one answers 400 with " +
      "`details.currentPassword`). Every earlier session ends: refresh tokens are revoked and access tokens issued before " +
      "answer 401. Answers a new session, as login does.",
    tags: ["Authentication"],
    successStatus: 200,
    body: ChangePasswordBodySchema,
    response: AuthSessionSchema,
    errors: [400, 401, 403],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
