import { withApi, methodsNotAllowed } from "@/lib/api";
import { requestPasswordReset } from "@/lib/services/auth";
import { requestPasswordResetOperation } from "@/lib/api/operations/auth";

export const POST = withApi(async ({ body }) => {
  await requestPasswordReset(body);
  return {};
}, requestPasswordResetOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
