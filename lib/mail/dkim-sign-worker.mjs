// The DKIM signing thread (lib/mail/dkim-signer-pool.ts): nodemailer's signer, run off the main
// thread so that RSA signing uses a core the send pipeline's event loop is not on. Plain
// JavaScript, loaded from disk by path at run time, so that it runs the same under tsx, Vitest and
// the Next.js server bundle.
import { createPrivateKey } from "node:crypto";
import { parentPort } from "node:worker_threads";
import DKIM from "nodemailer/lib/dkim/index.js";

/** PEM -> parsed key: parsing a PEM costs twice the signature itself. */
const parsedKeys = new Map();

function parsedKey(pem) {
  let key = parsedKeys.get(pem);
  if (!key) {
    if (parsedKeys.size >= 1000) parsedKeys.clear();
    key = createPrivateKey(pem);
    parsedKeys.set(pem, key);
  }
  return key;
}

parentPort.on("message", async ({ id, raw, key, headerFieldNames }) => {
  try {
    const signer = new DKIM({ domainName: key.domainName, keySelector: key.keySelector, privateKey: parsedKey(key.privateKey), headerFieldNames });
    const chunks = [];
    for await (const chunk of signer.sign(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength))) chunks.push(chunk);
    parentPort.postMessage({ id, signed: Buffer.concat(chunks) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
