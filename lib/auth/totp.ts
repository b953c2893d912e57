import { createHash, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";

// TOTP (RFC 6238) through otplib with what every authenticator app expects: base32 secret, SHA-1,
// 6 digits, 30-second steps. One step of clock drift either way is accepted, and a step once used
// is refused afterwards (`afterTimeStep`), so a code seen over a shoulder cannot be replayed.

const TOTP_ISSUER = "Sendwell";
const DRIFT_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri({ secret, account }: { secret: string; account: string }): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret, algorithm: "sha1", digits: 6, period: 30 });
}

/** The time step the code belongs to, or null when it is wrong, stale or already used. */
export async function verifyTotp({
  secret,
  code,
  afterTimeStep,
}: {
  secret: string;
  code: string;
  afterTimeStep?: number | null;
}): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    afterTimeStep: afterTimeStep ?? undefined,
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

// Recovery codes: 10 single-use codes of 50 random bits each ("k7m2q-9xwpd"), shown once and
// stored as SHA-256 (their entropy makes a slow hash unnecessary). Input is compared loosely:
// case, spaces and the dash do not matter.
// 32 characters (no 0/o, 1/l), so each random byte's low 5 bits pick one without bias.
const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");
}
