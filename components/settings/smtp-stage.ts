import type { SmtpCheckStage } from "@/lib/validation/smtp";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";

// A failed verify or test send, in words a marketer can act on: which step failed, what the
// server said, and what usually fixes it. The words are the "smtp.problems" messages.

export type SmtpProblem = { title: string; reason: string; hint?: string };

/** A translator bound to a "problems" namespace (useTranslations("smtp.problems")). */
export type ProblemTranslator = (key: string) => string;

/** A guard for the stages of one kind of check, listed as the keys of `stages`. */
export function stageGuard<Stage extends string>(stages: Record<Stage, true>) {
  return (stage: unknown): stage is Stage => typeof stage === "string" && Object.hasOwn(stages, stage);
}

const isStage = stageGuard<SmtpCheckStage>({ dns: true, connect: true, tls: true, auth: true, send: true });

/**
 * A connection check's failure in plain words: an error answered with `code` names the stage that
 * failed (its title and hint in the namespace's `stages.<stage>`); any other error, its message.
 */
export function checkProblemOf(
  error: unknown,
  t: ProblemTranslator,
  code: string,
  isKnownStage: (stage: unknown) => boolean,
): SmtpProblem {
  if (error instanceof ApiRequestError && error.code === code) {
    const stage = isKnownStage(error.details.stage) ? error.details.stage : "connect";
    return {
      title: t(`stages.${stage}.title`),
      reason: error.details.reason ?? error.message,
      hint: t(`stages.${stage}.hint`),
    };
  }
  return { title: t("checkFailed"), reason: errorMessageOf(error) };
}

/** The plain-words version of a verify or test failure (any other error: its message). */
export function smtpProblemOf(error: unknown, t: ProblemTranslator): SmtpProblem {
  return checkProblemOf(error, t, "SMTP_VERIFY_FAILED", isStage);
}
