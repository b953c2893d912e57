import { withApi } from "@/lib/api/with-api";
import { loginWithPassword } from "@/lib/services/auth/login-with-password";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { AuthSessionSchema, LoginBodySchema } from "@/lib/validation/auth";
import { MfaRequiredSchema } from "@/lib/validation/two-factor";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ request, body, ip }) => loginWithPassword(body, sessionMetaOf(request, ip)), {
  method: "POST",
  path: "/auth/login",
  summary: "Sign in with email and password",
  description:
    'Answers the user, their team and a new token pair. A wrong password and an unknown email get the same 401 (`INVALID_CREDENTIALS`, "Invalid email or password"). ' +
    "A user with two-factor sign-in gets `{ mfa_required: true, mfa_token }` instead, to finish at POST /auth/2fa/verify. " +
    "Rate limited to 5 requests per minute per IP; an account with 5 failures in a row is also held back (30 s, doubling up to 15 min) " +
    "from any address, answering the same 401 so that it never tells whether the account exists.",
  tags: ["Authentication"],
  auth: "public",
  successStatus: 200,
  body: LoginBodySchema,
  response: AuthSessionSchema.or(MfaRequiredSchema),
  errors: [401],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
