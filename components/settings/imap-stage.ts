import type { ImapCheckStage } from "@/lib/validation/imap";
import { checkProblemOf, stageGuard, type ProblemTranslator, type SmtpProblem } from "./smtp-stage";

// A failed inbound-mailbox check in words a marketer can act on: which step failed, what the
// server said, and what usually fixes it. Shown with SmtpProblemAlert, like SMTP checks. The words
// are the "inboundMail.problems" messages.

const isStage = stageGuard<ImapCheckStage>({ dns: true, connect: true, tls: true, auth: true, mailbox: true });

/** A verify failure in plain words (any other error: its message). */
export function imapProblemOf(error: unknown, t: ProblemTranslator): SmtpProblem {
  return checkProblemOf(error, t, "IMAP_VERIFY_FAILED", isStage);
}

/** A sync's lastError ("auth: The server refused...") in plain words. */
export function lastErrorProblem(lastError: string, t: ProblemTranslator): SmtpProblem {
  const match = /^(dns|connect|tls|auth|mailbox): (.*)$/s.exec(lastError);
  if (!match || !isStage(match[1])) return { title: t("lastSyncFailed"), reason: lastError };
  return { title: t(`stages.${match[1]}.lastSync`), reason: match[2], hint: t(`stages.${match[1]}.hint`) };
}
