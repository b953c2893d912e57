import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";
import { env } from "@/lib/env";

// Google signs ID tokens with RS256 keys it publishes as a JWKS (GOOGLE_JWKS_URL lets tests and
// air-gapped setups serve their own). jose caches the set and refetches it when an unknown key id
// shows up, which is how Google's key rotation is picked up.

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

export type GoogleIdentity = {
  sub: string;
  /** Lower-cased; Google has verified the account owns it. */
  email: string;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  picture: string | null;
};

/** Google's key set could not be fetched or read: not the caller's fault, so not a 401. */
export class GoogleKeySetUnavailableError extends Error {
  constructor(cause: unknown) {
    super("Google's signing keys could not be loaded", { cause });
    this.name = "GoogleKeySetUnavailableError";
  }
}

let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;
const googleKeySet = () => (keySet ??= createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL)));

// A bare JOSEError is what jose throws when the key set answers non-200 or is not JSON.
const KEY_SET_FAILURES = new Set(["ERR_JOSE_GENERIC", "ERR_JWKS_INVALID", "ERR_JWKS_TIMEOUT", "ERR_JWK_INVALID"]);

function isKeySetFailure(error: unknown): boolean {
  return !(error instanceof errors.JOSEError) || KEY_SET_FAILURES.has(error.code);
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * The identity in a Google ID token, or null when the token is not one Google issued for this app:
 * bad signature, wrong issuer or audience, expired, or an address Google has not verified.
 * Throws GoogleKeySetUnavailableError when the keys cannot be loaded.
 */
export async function verifyGoogleIdToken(idToken: string, clientId: string): Promise<GoogleIdentity | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, googleKeySet(), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp"],
    }));
  } catch (error) {
    if (isKeySetFailure(error)) throw new GoogleKeySetUnavailableError(error);
    return null;
  }
  const email = text(payload.email);
  // Only an address Google vouches for may sign in (or be matched to an existing account).
  if (!payload.sub || !email || payload.email_verified !== true) return null;
  return {
    sub: payload.sub,
    email: email.toLowerCase(),
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    name: text(payload.name),
    picture: text(payload.picture),
  };
}
