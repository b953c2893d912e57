import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import type { ImapCheckStage } from "@/lib/validation/imap";
import type { ProblemTranslator, SmtpProblem } from "./smtp-stage";

// A failed inbound-mailbox check in words a marketer can act on: which step failed, what the
// server said, and what usually fixes it. Shown with SmtpProblemAlert, like SMTP checks. The words
// are the "inboundMail.problems" messages.

const STAGES: Record<ImapCheckStage, true> = { dns: true, connect: true, tls: true, auth: true, mailbox: true };
const isStage = (stage: unknown): stage is ImapCheckStage => typeof stage === "string" && Object.hasOwn(STAGES, stage);

/** A verify failure in plain words (any other error: its message). */
export function imapProblemOf(error: unknown, t: ProblemTranslator): SmtpProblem {
  if (error instanceof ApiRequestError && error.code === "IMAP_VERIFY_FAILED") {
    const stage = isStage(error.details.stage) ? error.details.stage : "connect";
    return {
      title: t(`stages.${stage}.title`),
      reason: error.details.reason ?? error.message,
      hint: t(`stages.${stage}.hint`),
    };
  }
  return { title: t("checkFailed"), reason: errorMessageOf(error) };
}

/** A sync's lastError ("auth: The server refused...") in plain words. */
export function lastErrorProblem(lastError: string, t: ProblemTranslator): SmtpProblem {
  const match = /^(dns|connect|tls|auth|mailbox): (.*)$/s.exec(lastError);
  if (!match || !isStage(match[1])) return { title: t("lastSyncFailed"), reason: lastError };
  return { title: t(`stages.${match[1]}.lastSync`), reason: match[2], hint: t(`stages.${match[1]}.hint`) };
}
