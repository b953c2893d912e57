import { withApi } from "@/lib/api/with-api";
import { requestPasswordReset } from "@/lib/services/auth/request-password-reset";
import { EmptyObjectSchema, PasswordResetBodySchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  async ({ body }) => {
    await requestPasswordReset(body);
    return {};
  },
  {
    method: "POST",
    path: "/auth/password-reset",
    summary: "Request a password reset",
    description:
      "Emails a single-use link, valid for 1 hour, to the address when it has an account. Always answers `{}`, so the answer never reveals whether an account exists. Rate limited to 3 requests per hour per IP.",
    tags: ["Authentication"],
    auth: "public",
    successStatus: 200,
    body: PasswordResetBodySchema,
    response: EmptyObjectSchema,
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
