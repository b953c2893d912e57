import { withApi } from "@/lib/api/with-api";
import { resetPassword } from "@/lib/services/auth/reset-password";
import { EmptyObjectSchema, PasswordResetConfirmBodySchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  async ({ body, ip }) => {
    await resetPassword(body, { ip });
    return {};
  },
  {
    method: "POST",
    path: "/auth/password-reset/confirm",
    summary: "Set a new password",
    description:
      "Sets a new password with the token from the reset email. The token works once; an unknown, used or expired token answers 400 with `details.token`. Every refresh token of the user is revoked and every access token issued so far answers 401: they are signed out everywhere.",
    tags: ["Authentication"],
    auth: "public",
    successStatus: 200,
    body: PasswordResetConfirmBodySchema,
    response: EmptyObjectSchema,
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
