import type { z } from "zod";
import { ApiError, withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import type { Principal } from "@/lib/auth";
import { getProfile, updateProfile } from "@/lib/services/profile";
import type { UpdateProfileBody } from "@/lib/validation/profile";
import { getProfileOperation, updateProfileOperation } from "@/lib/api/operations/auth";

function userIdOf(principal: Principal) {
  if (principal.kind !== "user") throw ApiError.forbidden("A profile belongs to a signed-in user, not to an API key");
  return principal.userId;
}

export const GET = withApi(
  ({ principal }) => getProfile({ teamId: principal.teamId, userId: userIdOf(principal) }),
  getProfileOperation,
);

function handleUpdate({
  principal,
  body,
  ip,
}: HandlerContext<z.infer<typeof UpdateProfileBody>, undefined, undefined, "required">) {
  return updateProfile({ teamId: principal.teamId, userId: userIdOf(principal), changes: body, ip });
}

export const PATCH = withApi(handleUpdate, updateProfileOperation);

export const { POST, PUT, DELETE } = methodsNotAllowed(["GET", "PATCH"]);
