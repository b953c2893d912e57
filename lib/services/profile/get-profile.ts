import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { publicImageUrl } from "@/lib/services/files/public-image-url";
import { isLocale } from "@/lib/i18n/locales";

export function toProfileDto(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: isLocale(user.locale) ? user.locale : null,
    profilePictureId: user.profilePictureId,
    profilePictureUrl: user.profilePictureId ? publicImageUrl(user.profilePictureId) : null,
    hasPassword: user.passwordHash !== null,
  };
}

/** GET /auth/profile: what the signed-in person can change about themselves. */
export async function getProfile({ teamId, userId }: { teamId: string; userId: string }) {
  const user = await db.user.findFirst({ where: { id: userId, teamId } });
  if (!user) throw ApiError.notFound();
  return toProfileDto(user);
}
