import { signToken, verifyToken } from "@/lib/crypto/signed-token";
import { env } from "@/lib/env";

// The tokens of the open pixel and of rewritten links (docs/contract.md section 8). Signed, so a forged or
// altered token records nothing, and a click token carries the exact URL that was in the email:
// the redirect can only ever go where the sender's email pointed.

const OPEN_LABEL = "sendwell/track-open/v1";
const CLICK_LABEL = "sendwell/track-click/v1";

export function openToken(emailId: string): string {
  return signToken(OPEN_LABEL, emailId);
}

export function clickToken(emailId: string, url: string): string {
  return signToken(CLICK_LABEL, JSON.stringify([emailId, url]));
}

/** The email id of a genuine open token, else null. */
export function readOpenToken(token: string): { emailId: string } | null {
  const emailId = verifyToken(OPEN_LABEL, token);
  return emailId ? { emailId } : null;
}

/** The email id and original URL of a genuine click token, else null. */
export function readClickToken(token: string): { emailId: string; url: string } | null {
  const payload = verifyToken(CLICK_LABEL, token);
  if (!payload) return null;
  try {
    const [emailId, url] = JSON.parse(payload) as unknown[];
    return typeof emailId === "string" && typeof url === "string" ? { emailId, url } : null;
  } catch {
    return null;
  }
}

export function openPixelUrl(emailId: string): string {
  return `${env.APP_URL}/api/v1/t/o/${openToken(emailId)}`;
}

export function clickUrl(emailId: string, url: string): string {
  return `${env.APP_URL}/api/v1/t/c/${clickToken(emailId, url)}`;
}
