import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import { LRUCache } from "lru-cache";
import DKIM from "nodemailer/lib/dkim";
import { signInThread, SigningThreadUnavailable } from "./dkim-signer-pool";

// DKIM (RFC 6376) for sending domains (docs/contract.md section 13): RSA-2048 keys, the TXT record that
// publishes the public half, and the signature nodemailer's signer adds to a built message
// (a=rsa-sha256, c=relaxed/relaxed).

const generateKeyPairAsync = promisify(generateKeyPair);

export type DkimKeyPair = {
  selector: string;
  /** Base64 DER (SubjectPublicKeyInfo): the record's p= tag. */
  publicKey: string;
  /** PKCS#8 PEM. Sealed before it is stored; never answered or logged. */
  privateKey: string;
};

/** privateKey: PKCS#8 PEM (the signing thread parses it once and keeps it). */
export type DkimSigningKey = { domainName: string; keySelector: string; privateKey: string };

/** "sw" and eight random base-36 characters: a fresh DNS label per key, so a rotation never reuses one. */
function newDkimSelector(): string {
  const random = [...randomBytes(8)].map((byte) => (byte % 36).toString(36)).join("");
  return `sw${random}`;
}

export async function generateDkimKeyPair(): Promise<DkimKeyPair> {
  const { publicKey, privateKey } = await generateKeyPairAsync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "der" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { selector: newDkimSelector(), publicKey: publicKey.toString("base64"), privateKey };
}

export const dkimRecordName = (selector: string, domain: string) => `${selector}._domainkey.${domain}`;
export const dkimRecordValue = (publicKey: string) => `v=DKIM1; k=rsa; p=${publicKey}`;

/** The p= tag of a published DKIM record, whitespace removed (long keys are often split). */
export function publishedDkimKey(record: string): string | null {
  for (const tag of record.split(";")) {
    const [name, ...value] = tag.split("=");
    if (name.trim() === "p") return value.join("=").replace(/\s+/g, "");
  }
  return null;
}

// nodemailer's default list (RFC 6376 section 5.4.1) plus List-Unsubscribe-Post, which RFC 8058
// requires to be signed for one-click unsubscribe to count.
export const DKIM_SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "Content-ID",
  "Content-Description",
  "Resent-Date",
  "Resent-From",
  "Resent-Sender",
  "Resent-To",
  "Resent-Cc",
  "Resent-Message-ID",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Help",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "List-Subscribe",
  "List-Post",
  "List-Owner",
  "List-Archive",
].join(":");

/** PEM -> parsed key, for signing in place: parsing a PEM costs twice the signature itself. */
const parsedKeys = new LRUCache<string, KeyObject>({ max: 100 });

/** nodemailer's signer on this thread: what the signing thread runs, for when it cannot. */
async function signHere(raw: Buffer, key: DkimSigningKey): Promise<Buffer> {
  let privateKey = parsedKeys.get(key.privateKey);
  if (!privateKey) parsedKeys.set(key.privateKey, (privateKey = createPrivateKey(key.privateKey)));
  // nodemailer hands privateKey to crypto's Sign.sign(), which takes a KeyObject as well as a PEM.
  const signer = new DKIM({
    ...key,
    privateKey: privateKey as unknown as string,
    headerFieldNames: DKIM_SIGNED_HEADERS,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of signer.sign(raw)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The message with a DKIM-Signature header prepended, as one buffer: nodemailer's signer, run in a
 * signing thread (lib/mail/dkim-signer-pool.ts), or here when no thread can take it.
 */
export async function signMessage(raw: Buffer, key: DkimSigningKey): Promise<Buffer> {
  try {
    return await signInThread({ raw, key, headerFieldNames: DKIM_SIGNED_HEADERS });
  } catch (error) {
    if (error instanceof SigningThreadUnavailable) return signHere(raw, key);
    throw error;
  }
}
