import { ApiError } from "@/lib/api/errors";
import type { Principal } from "@/lib/auth/principal";

/** The signed-in user's id; an API key has no authenticator of its own (403). */
export function requireUser(principal: Principal): string {
  if (principal.kind !== "user")
    throw ApiError.forbidden("Two-factor sign-in belongs to a user; an API key cannot set it up");
  return principal.userId;
}
