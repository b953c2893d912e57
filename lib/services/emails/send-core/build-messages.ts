import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { DkimSigningKey } from "@/lib/mail/dkim";
import type { SigningKeyFor } from "@/lib/services/domains/load-signing-keys";
import { returnPathAddress } from "@/lib/mail/return-path";
import { toRawMailOptions } from "../mail-options";
import { loadReturnPathDomains } from "./return-path-domains";
import type { SendableEmail } from "./send-outcome";

type BuiltMessage = Promise<SMTPTransport.MailOptions>;

/**
 * Starts building each message's MIME, DKIM-signed in one hand-off to the mail thread once the
 * signing keys are known, and answers the builds by message id. Started while the rows are being
 * claimed, the build's CPU does not follow those round trips and hold the SMTP exchanges back. A
 * failed build is left for the send, which classifies it as it would a failed exchange. The
 * envelope sender is the message's VERP address when its team has a return-path domain
 * (return-path-domains.ts, lib/mail/return-path.ts).
 */
export function buildMessages(emails: SendableEmail[], signingKeys: Promise<SigningKeyFor>): Map<string, BuiltMessage> {
  // A batch's messages mostly share their team and From header: the key is matched (addresses
  // parsed, domains normalised) once per pair rather than per message.
  const keysByFrom = new Map<string, DkimSigningKey | null>();
  const signingKeyOf = (keyFor: SigningKeyFor, email: SendableEmail) => {
    const pair = `${email.teamId}\u0000${email.from}`;
    let key = keysByFrom.get(pair);
    if (key === undefined) keysByFrom.set(pair, (key = keyFor(email)));
    return key;
  };
  const returnPaths = loadReturnPathDomains(emails.map((email) => email.teamId));
  const ready = Promise.all([signingKeys, returnPaths]);
  return new Map(
    emails.map((email) => {
      const options = ready.then(([keyFor, returnPathOf]) => {
        const domain = returnPathOf(email.teamId);
        return toRawMailOptions(
          email,
          signingKeyOf(keyFor, email),
          domain ? returnPathAddress(email.id, domain) : undefined,
        );
      });
      options.catch(() => {}); // awaited when the message is sent, where a failure is classified
      return [email.id, options] as const;
    }),
  );
}
