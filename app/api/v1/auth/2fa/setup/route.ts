import { withApi, methodsNotAllowed } from "@/lib/api";
import { requireUser, setupTwoFactor } from "@/lib/services/two-factor";
import { setUpTwoFactorOperation } from "@/lib/api/operations/auth";

export const POST = withApi(
  ({ principal }) => setupTwoFactor({ userId: requireUser(principal) }),
  setUpTwoFactorOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
