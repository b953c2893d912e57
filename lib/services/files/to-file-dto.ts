import type { Prisma } from "@/lib/generated/prisma/client";
import { toUserDto } from "@/lib/services/users/to-user-dto";
import { signedDownloadUrl } from "./download-url";
import { PUBLIC_IMAGE_TYPES, publicImageUrl } from "./public-image-url";

/** What every file read loads: the owning team and the uploader (docs/interface.md's embedded team and owner). */
export const fileInclude = { team: true, user: true } satisfies Prisma.FileInclude;

export type FileRow = Prisma.FileGetPayload<{ include: typeof fileInclude }>;

/** A file as the API shows it, with a fresh one-hour download link while it is not deleted. */
export function toFileDto({ team, user, ...file }: FileRow, now = Date.now()) {
  return {
    ...file,
    team,
    user: user ? toUserDto(user) : null,
    signedUrl: file.isDeleted ? null : signedDownloadUrl(file.id, now),
    publicUrl: !file.isDeleted && PUBLIC_IMAGE_TYPES.has(file.type) ? publicImageUrl(file.id) : null,
  };
}
