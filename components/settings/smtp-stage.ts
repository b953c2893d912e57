import type { SmtpCheckStage } from "@/lib/validation/smtp";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";

// A failed verify or test send, in words a marketer can act on: which step failed, what the
// server said, and what usually fixes it. The words are the "smtp.problems" messages.

export type SmtpProblem = { title: string; reason: string; hint?: string };

/** A translator bound to a "problems" namespace (useTranslations("smtp.problems")). */
export type ProblemTranslator = (key: string) => string;

const STAGES: Record<SmtpCheckStage, true> = { dns: true, connect: true, tls: true, auth: true, send: true };
const isStage = (stage: unknown): stage is SmtpCheckStage => typeof stage === "string" && Object.hasOwn(STAGES, stage);

/** The plain-words version of a verify or test failure (any other error: its message). */
export function smtpProblemOf(error: unknown, t: ProblemTranslator): SmtpProblem {
  if (error instanceof ApiRequestError && error.code === "SMTP_VERIFY_FAILED") {
    const stage = isStage(error.details.stage) ? error.details.stage : "connect";
    return {
      title: t(`stages.${stage}.title`),
      reason: error.details.reason ?? error.message,
      hint: t(`stages.${stage}.hint`),
    };
  }
  return { title: t("checkFailed"), reason: errorMessageOf(error) };
}
