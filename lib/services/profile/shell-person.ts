import { db } from "@/lib/db";
import { publicImageUrl } from "@/lib/services/files/public-image-url";

/**
 * The name and picture the dashboard header shows, read fresh (the session keeps the name from
 * sign-in; a profile change must show at once).
 */
export async function shellPerson(userId: string): Promise<{ name?: string | null; pictureUrl: string | null }> {
  const user = await db.user.findFirst({
    where: { id: userId },
    select: { firstName: true, lastName: true, profilePictureId: true },
  });
  if (!user) return { pictureUrl: null };
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
  return { name, pictureUrl: user.profilePictureId ? publicImageUrl(user.profilePictureId) : null };
}
