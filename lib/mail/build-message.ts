import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import { DKIM_SIGNED_HEADERS, signMessage, type DkimSigningKey } from "./dkim";
import { buildInThread, SigningThreadUnavailable } from "./dkim-signer-pool";

/**
 * A message as one buffer (nodemailer's MIME build), DKIM-signed when a key is given, signed last
 * over the exact bytes that are sent (docs/contract.md section 13). Built and signed in one hand-off to a
 * signing thread: the MIME build is the costliest step the send pipeline's event loop had left
 * (about 0.4 ms a message). A message with attachments (Buffers, copied to a thread for nothing) or
 * one no thread can take is built here, and signed as before.
 */
export async function buildMessage(options: Mail.Options, signingKey?: DkimSigningKey | null): Promise<Buffer> {
  if (!options.attachments?.length) {
    try {
      return await buildInThread({ options, key: signingKey, headerFieldNames: DKIM_SIGNED_HEADERS });
    } catch (error) {
      if (!(error instanceof SigningThreadUnavailable)) throw error;
    }
  }
  const built = await new MailComposer(options).compile().build();
  return signingKey ? signMessage(built, signingKey) : built;
}
