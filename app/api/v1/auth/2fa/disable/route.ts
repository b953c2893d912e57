import { withApi, methodsNotAllowed } from "@/lib/api";
import { disableTwoFactor, requireUser } from "@/lib/services/two-factor";
import { disableTwoFactorOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ principal, body, ip }) => disableTwoFactor({ userId: requireUser(principal), code: body.code, ip }),
  disableTwoFactorOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
