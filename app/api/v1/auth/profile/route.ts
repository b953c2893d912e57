import type { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { withApi, type HandlerContext } from "@/lib/api/with-api";
import type { Principal } from "@/lib/auth/principal";
import { getProfile } from "@/lib/services/profile/get-profile";
import { updateProfile } from "@/lib/services/profile/update-profile";
import { ProfileSchema, UpdateProfileBody } from "@/lib/validation/profile";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

function userIdOf(principal: Principal) {
  if (principal.kind !== "user") throw ApiError.forbidden("A profile belongs to a signed-in user, not to an API key");
  return principal.userId;
}

export const GET = withApi(({ principal }) => getProfile({ teamId: principal.teamId, userId: userIdOf(principal) }), {
  method: "GET",
  path: "/auth/profile",
  summary: "Your profile",
  description: "The signed-in user's name, picture and dashboard language. API keys answer 403.",
  tags: ["Authentication"],
  response: ProfileSchema,
  errors: [401, 403],
});

function handleUpdate({
  principal,
  body,
  ip,
}: HandlerContext<z.infer<typeof UpdateProfileBody>, undefined, undefined, "required">) {
  return updateProfile({ teamId: principal.teamId, userId: userIdOf(principal), changes: body, ip });
}

export const PATCH = withApi(handleUpdate, {
  method: "PATCH",
  path: "/auth/profile",
  summary: "Update your profile",
  description:
    "Changes the fields given: `firstName`, `lastName` (blank or null clears), `profilePictureId` (a PNG, JPEG, GIF or WebP of the team's files, else 422; null removes it; a file another member uses is 409) and `locale` (en, de, fr, es; null follows the browser).",
  tags: ["Authentication"],
  body: UpdateProfileBody,
  response: ProfileSchema,
  errors: [401, 403, 409, 422],
});

export const { POST, PUT, DELETE } = methodsNotAllowed(["GET", "PATCH"]);
