import { withApi, methodsNotAllowed } from "@/lib/api";
import { resetPassword } from "@/lib/services/auth";
import { setNewPasswordOperation } from "@/lib/api/operations/auth";

export const POST = withApi(async ({ body, ip }) => {
  await resetPassword(body, { ip });
  return {};
}, setNewPasswordOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
