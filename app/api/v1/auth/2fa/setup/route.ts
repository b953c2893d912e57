import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { requireUser } from "@/lib/services/two-factor/require-user";
import { setupTwoFactor } from "@/lib/services/two-factor/setup-two-factor";
import { TwoFactorSetupSchema } from "@/lib/validation/two-factor";

export const POST = withApi(({ principal }) => setupTwoFactor({ userId: requireUser(principal) }), {
  method: "POST",
  path: "/auth/2fa/setup",
  summary: "Start two-factor setup",
  description:
    "Creates a TOTP secret (base32, SHA-1, 6 digits, 30 s) for the signed-in user's authenticator app and answers it with an " +
    "`otpauth://` URI for a QR code. Nothing changes at sign-in until POST /auth/2fa/enable confirms a code. Calling it again " +
    "replaces the pending secret; 409 INVALID_STATE while two-factor sign-in is on.",
  tags: ["Authentication"],
  successStatus: 200,
  response: TwoFactorSetupSchema,
  errors: [403, 409],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
