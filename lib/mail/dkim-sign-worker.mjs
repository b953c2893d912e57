// The mail thread (lib/mail/dkim-signer-pool.ts): nodemailer's MIME build and DKIM signer, run off
// the main thread so that they use a core the send pipeline's event loop is not on. Plain
// JavaScript, loaded from disk by path at run time, so that it runs the same under tsx, Vitest and
// the Next.js server bundle.
import { createPrivateKey } from "node:crypto";
import { parentPort } from "node:worker_threads";
import DKIM from "nodemailer/lib/dkim/index.js";
import MailComposer from "nodemailer/lib/mail-composer/index.js";

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

/** Either a built message to sign (raw) or MailComposer options to build (then sign when a key is given). */
parentPort.on("message", async ({ id, raw, options, key, headerFieldNames }) => {
  let stage = "build";
  try {
    // One hand-off for both: the built message never crosses back to the main thread unsigned.
    let message = options
      ? await new MailComposer(options).compile().build()
      : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    if (key) {
      stage = "sign";
      const signer = new DKIM({
        domainName: key.domainName,
        keySelector: key.keySelector,
        privateKey: parsedKey(key.privateKey),
        headerFieldNames,
      });
      const chunks = [];
      for await (const chunk of signer.sign(message)) chunks.push(chunk);
      message = Buffer.concat(chunks);
    }
    parentPort.postMessage({ id, message });
  } catch (error) {
    parentPort.postMessage({ id, stage, error: error instanceof Error ? error.message : String(error) });
  }
});
