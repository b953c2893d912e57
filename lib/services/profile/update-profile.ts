import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { PUBLIC_IMAGE_TYPES } from "@/lib/services/files/public-image-url";
import { recordAudit, userActor } from "@/lib/services/audit/record-audit";
import type { UpdateProfileInput } from "@/lib/validation/profile";
import { toProfileDto } from "./get-profile";

/**
 * PATCH /auth/profile: the person's own name, picture and language. The picture is an image of
 * the team's media library; a file another member uses as theirs is 409 (one picture, one person).
 */
export async function updateProfile({
  teamId,
  userId,
  changes,
  ip,
}: {
  teamId: string;
  userId: string;
  changes: UpdateProfileInput;
  ip?: string | null;
}) {
  if (changes.profilePictureId) {
    const file = await db.file.findFirst({ where: { id: changes.profilePictureId, teamId }, select: { type: true } });
    if (!file || !PUBLIC_IMAGE_TYPES.has(file.type)) {
      throw ApiError.unprocessable(
        "The profile picture must be a PNG, JPEG, GIF or WebP image of your team's media library",
        {
          profilePictureId: "is not an image of your team's media library",
        },
      );
    }
  }
  return db.$transaction(async (tx) => {
    const current = await tx.user.findFirst({ where: { id: userId, teamId }, select: { id: true } });
    if (!current) throw ApiError.notFound();
    const user = await tx.user.update({ where: { id: userId }, data: changes });
    await recordAudit(tx, {
      teamId,
      action: "user.profile_updated",
      ...userActor(userId, ip),
      targetType: "user",
      targetId: userId,
      details: { fields: Object.keys(changes) },
    });
    return toProfileDto(user);
  });
}
