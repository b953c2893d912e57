import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { sessionMetaOf } from "@/lib/services/auth/session-meta";
import { verifyTwoFactor } from "@/lib/services/two-factor/verify-two-factor";
import { AuthSessionSchema } from "@/lib/validation/auth";
import { TwoFactorVerifyBodySchema } from "@/lib/validation/two-factor";

export const POST = withApi(
  ({ request, body, ip }) => verifyTwoFactor({ mfaToken: body.mfa_token, code: body.code }, sessionMetaOf(request, ip)),
  {
    method: "POST",
    path: "/auth/2fa/verify",
    summary: "Finish a two-factor sign-in",
    description:
      "Exchanges the `mfa_token` of a login answer and a TOTP code (or an unused recovery code, which is then spent) for what " +
      "login answers. A wrong code, an expired `mfa_token` (5 minutes) or a held-back account answers 401 `INVALID_CODE`. " +
      "Rate limited like login.",
    tags: ["Authentication"],
    auth: "public",
    rateGroup: "login",
    successStatus: 200,
    body: TwoFactorVerifyBodySchema,
    response: AuthSessionSchema,
    errors: [401],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
