import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { enableTwoFactor } from "@/lib/services/two-factor/enable-two-factor";
import { requireUser } from "@/lib/services/two-factor/require-user";
import { RecoveryCodesSchema, TwoFactorCodeBodySchema } from "@/lib/validation/two-factor";

export const POST = withApi(
  ({ principal, body, ip }) => enableTwoFactor({ userId: requireUser(principal), code: body.code, ip }),
  {
    method: "POST",
    path: "/auth/2fa/enable",
    summary: "Turn two-factor sign-in on",
    description:
      "Confirms a current code from the authenticator set up with POST /auth/2fa/setup and turns two-factor sign-in on. Answers " +
      "10 single-use recovery codes, shown only this once. A wrong code answers 401 `INVALID_CODE`; 409 without a pending setup.",
    tags: ["Authentication"],
    successStatus: 200,
    body: TwoFactorCodeBodySchema,
    response: RecoveryCodesSchema,
    errors: [401, 403, 409],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
