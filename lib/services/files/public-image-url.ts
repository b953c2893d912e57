import { signToken, verifyToken } from "@/lib/crypto/signed-token";
import { env } from "@/lib/env";

// Images placed in email content must load for as long as the email is read, which a one-hour
// download link cannot do. An image gets a second, permanent link: signed (so ids cannot be
// guessed or enumerated), served inline, and dead as soon as the file is deleted.

const LABEL = "sendwell/public-image/v1";

/** Types a mail client can show; only these get a permanent link. */
export const PUBLIC_IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

export function publicImageUrl(fileId: string): string {
  return `${env.APP_URL}/api/v1/public/images/${signToken(LABEL, fileId)}`;
}

/** The file id of a genuine public image token, else null. */
export function readPublicImageToken(token: string): string | null {
  return verifyToken(LABEL, token);
}
