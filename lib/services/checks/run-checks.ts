import type { Prisma } from "@/lib/generated/prisma/client";
import type { CompiledTemplate } from "@/lib/mail/render";
import { buildMessage } from "@/lib/mail/build-message";
import { toMailOptions, type StoredMessage } from "@/lib/services/emails/mail-options";
import { loadSigningKeys } from "@/lib/services/domains/load-signing-keys";
import { authenticationCheck } from "./authentication-check";
import { type CheckResult, worstStatus } from "./check-result";
import { imagesCheck, plainTextCheck, sizeCheck, unsubscribeCheck } from "./content-checks";
import { linksCheck } from "./links-check";
import { spamScoreCheck } from "./spam-score-check";
import { variablesCheck } from "./variables-check";

export type CheckSubject = {
  teamId: string;
  /** The message as it would go out: rendered, tracked, with its headers. */
  message: StoredMessage & { text: string | null };
  /** The rendered HTML before tracking: its links are the ones the author wrote. */
  untrackedHtml: string;
  compiled: CompiledTemplate;
  /** The audience as a predicate over "Contact" c; null: check against the variables Sendwell knows. */
  audience: Prisma.Sql | null;
  /** A campaign's unsubscribe URL: its body must carry it (templates are not checked for it). */
  unsubscribeUrl: string | null;
};

/** Every check at once; `status` is the worst of them. */
export async function runChecks(subject: CheckSubject) {
  const { teamId, message } = subject;
  // Built the way the send path builds it (mail-options.ts): DKIM-signed when the domain is verified.
  const signingKey = (await loadSigningKeys([teamId]))({ teamId, from: message.from });
  const raw = await buildMessage(toMailOptions(message), signingKey);
  const checks: CheckResult[] = await Promise.all([
    spamScoreCheck(raw),
    linksCheck(subject.untrackedHtml),
    variablesCheck(subject.compiled.printedVariables, subject.audience),
    sizeCheck(message.body),
    plainTextCheck(message.text),
    imagesCheck(subject.untrackedHtml),
    authenticationCheck(teamId, message.from),
    ...(subject.unsubscribeUrl ? [unsubscribeCheck(subject.untrackedHtml, subject.unsubscribeUrl)] : []),
  ]);
  return { status: worstStatus(checks), checks };
}
