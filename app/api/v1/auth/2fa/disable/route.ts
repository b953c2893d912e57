import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { EmptyObjectSchema } from "@/lib/validation/auth";
import { disableTwoFactor } from "@/lib/services/two-factor/disable-two-factor";
import { requireUser } from "@/lib/services/two-factor/require-user";
import { TwoFactorCodeBodySchema } from "@/lib/validation/two-factor";

export const POST = withApi(
  ({ principal, body, ip }) => disableTwoFactor({ userId: requireUser(principal), code: body.code, ip }),
  {
    method: "POST",
    path: "/auth/2fa/disable",
    summary: "Turn two-factor sign-in off",
    description:
      "Turns two-factor sign-in off with a current code or an unused recovery code; the secret and the recovery codes are deleted. " +
      "A wrong code answers 401 `INVALID_CODE`; 409 when it is not on.",
    tags: ["Authentication"],
    successStatus: 200,
    body: TwoFactorCodeBodySchema,
    response: EmptyObjectSchema,
    errors: [401, 403, 409],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
