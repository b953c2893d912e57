import { withApi, methodsNotAllowed } from "@/lib/api";
import { disableTwoFactor } from "@/lib/services/two-factor/disable-two-factor";
import { requireUser } from "@/lib/services/two-factor/require-user";
import { disableTwoFactorOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ principal, body, ip }) => disableTwoFactor({ userId: requireUser(principal), code: body.code, ip }),
  disableTwoFactorOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
