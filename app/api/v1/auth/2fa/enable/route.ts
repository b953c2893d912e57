import { withApi, methodsNotAllowed } from "@/lib/api";
import { enableTwoFactor } from "@/lib/services/two-factor/enable-two-factor";
import { requireUser } from "@/lib/services/two-factor/require-user";
import { enableTwoFactorOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ principal, body, ip }) => enableTwoFactor({ userId: requireUser(principal), code: body.code, ip }),
  enableTwoFactorOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
