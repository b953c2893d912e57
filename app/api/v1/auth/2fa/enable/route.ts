import { withApi, methodsNotAllowed } from "@/lib/api";
import { enableTwoFactor, requireUser } from "@/lib/services/two-factor";
import { enableTwoFactorOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ principal, body, ip }) => enableTwoFactor({ userId: requireUser(principal), code: body.code, ip }),
  enableTwoFactorOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
