import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

// Secrets at rest (SMTP/IMAP passwords, model API keys, webhook secrets): AES-256-GCM under a key
// derived from ENCRYPTION_KEY for this purpose only (the same key also feeds HMAC token signing).
// Format `v1.<iv>.<ciphertext>.<tag>` (base64url): the version prefix lets a later key rotation
// or algorithm change read old rows while writing new ones.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

let key: Buffer | undefined;

function secretKey(): Buffer {
  key ??= Buffer.from(hkdfSync("sha256", env.ENCRYPTION_KEY, Buffer.alloc(0), "sendwell/secret-box/v1", 32));
  return key;
}

/** Encrypts `plaintext`; every call gives a different text (random IV). */
export function sealSecret(plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", secretKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Decrypts what sealSecret produced. Throws when the text was altered or sealed under another key. */
export function openSecret(sealed: string): string {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || tag === undefined || rest.length > 0) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", secretKey(), Buffer.from(iv, "base64url"), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
