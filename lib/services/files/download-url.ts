import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";

/** How long a download link works. */
const DOWNLOAD_URL_TTL_SECONDS = 60 * 60;

// A key of its own, derived from ENCRYPTION_KEY: a link signature never doubles as anything else
// signed or encrypted with that key, and rotating the label would revoke every link at once.
const signingKey = Buffer.from(
  hkdfSync("sha256", env.ENCRYPTION_KEY, Buffer.alloc(0), "sendwell/file-download-url/v1", 32),
);

const invalidLink = () => ApiError.forbidden("This download link is invalid or has expired");

function signature(fileId: string, expires: string) {
  return createHmac("sha256", signingKey).update(`${fileId}.${expires}`).digest();
}

const nowInSeconds = (now: number) => Math.floor(now / 1000);

/** `${APP_URL}/api/v1/files/{id}/download?expires=&signature=`, valid for DOWNLOAD_URL_TTL_SECONDS from `now`. */
export function signedDownloadUrl(fileId: string, now = Date.now()) {
  const expires = String(nowInSeconds(now) + DOWNLOAD_URL_TTL_SECONDS);
  const query = new URLSearchParams({ expires, signature: signature(fileId, expires).toString("hex") });
  return `${env.APP_URL}/api/v1/files/${encodeURIComponent(fileId)}/download?${query}`;
}

/**
 * Checks a download link's signature (in constant time) and expiry; answers the seconds it stays
 * valid. Any defect answers the same 403, so a caller learns nothing about which part was wrong.
 */
export function verifyDownloadLink(
  { fileId, expires, signature: given }: { fileId: string; expires: string; signature: string },
  now = Date.now(),
) {
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/i.test(given)) throw invalidLink();
  if (!timingSafeEqual(signature(fileId, expires), Buffer.from(given, "hex"))) throw invalidLink();
  const remaining = Number(expires) - nowInSeconds(now);
  if (remaining <= 0) throw invalidLink();
  return { remainingSeconds: remaining };
}
