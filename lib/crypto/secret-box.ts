import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

// Secrets at rest (SMTP/IMAP passwords, model API keys, webhook secrets, DKIM and TOTP keys):
// AES-256-GCM under a key derived for this purpose only from the encryption key (the same root key
// also feeds HMAC token signing). Format `v1.<iv>.<ciphertext>.<tag>` (base64url). Rotation
// (docs/contract.md section 25): ENCRYPTION_KEYS lists root keys newest first; a secret is sealed
// under the newest and opened under whichever sealed it, and `npm run rotate-secrets` reseals
// every stored secret under the newest (lib/services/secrets/rotate-secrets.ts), after which the
// older keys can be removed.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const derived = new Map<string, Buffer>();

function secretKey(root: Buffer): Buffer {
  const id = root.toString("hex");
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", root, Buffer.alloc(0), "sendwell/secret-box/v1", 32));
    derived.set(id, key);
  }
  return key;
}

/** Encrypts `plaintext` under the first (newest) of `roots`; every call gives a different text (random IV). */
export function sealSecretWith(roots: readonly Buffer[], plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", secretKey(roots[0]), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

function openUnder(root: Buffer, sealed: string): string {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || tag === undefined || rest.length > 0) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", secretKey(root), Buffer.from(iv, "base64url"), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/** Decrypts under whichever of `roots` sealed it. Throws when altered or sealed under none of them. */
export function openSecretWith(roots: readonly Buffer[], sealed: string): string {
  let failure: unknown;
  for (const root of roots) {
    try {
      return openUnder(root, sealed);
    } catch (error) {
      failure = error;
    }
  }
  throw failure ?? new Error("no encryption key");
}

/** Whether `sealed` is already sealed under the newest of `roots`. */
export function sealedUnderNewest(roots: readonly Buffer[], sealed: string): boolean {
  try {
    openUnder(roots[0], sealed);
    return true;
  } catch {
    return false;
  }
}

/** Encrypts `plaintext` under the newest configured key. */
export function sealSecret(plaintext: string): string {
  return sealSecretWith(env.ENCRYPTION_KEYS, plaintext);
}

/** Decrypts what sealSecret produced under any configured key. Throws when altered or sealed under another key. */
export function openSecret(sealed: string): string {
  return openSecretWith(env.ENCRYPTION_KEYS, sealed);
}
