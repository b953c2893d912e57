import { withApi, methodsNotAllowed } from "@/lib/api";
import { sessionMetaOf } from "@/lib/services/auth";
import { verifyTwoFactor } from "@/lib/services/two-factor";
import { verifyTwoFactorOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ request, body, ip }) => verifyTwoFactor({ mfaToken: body.mfa_token, code: body.code }, sessionMetaOf(request, ip)),
  verifyTwoFactorOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
