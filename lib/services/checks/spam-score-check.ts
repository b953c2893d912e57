import { env } from "@/lib/env";
import { logger } from "@/lib/logging";
import { spamdReport } from "@/lib/mail/spamd-client";
import type { CheckResult } from "./check-result";

const WARN_AT = 3;
const FAIL_AT = 5;

/** The whole outgoing message scored by spamd: warn from 3 points, fail from 5; spamd away -> warn. */
export async function spamScoreCheck(raw: Buffer): Promise<CheckResult> {
  try {
    const { score, rules } = await spamdReport(raw, { host: env.SPAMD_HOST, port: env.SPAMD_PORT });
    const details = { score, rules: [...rules].sort((a, b) => b.score - a.score) };
    if (score >= FAIL_AT)
      return {
        id: "spam_score",
        status: "fail",
        message: `Spam score ${score} (${FAIL_AT} or more is likely junked)`,
        details,
      };
    if (score >= WARN_AT)
      return {
        id: "spam_score",
        status: "warn",
        message: `Spam score ${score} (${WARN_AT} or more risks the junk folder)`,
        details,
      };
    return { id: "spam_score", status: "pass", message: `Spam score ${score}`, details };
  } catch (error) {
    logger.warn({ err: error }, "spam check unavailable");
    return { id: "spam_score", status: "warn", message: "spam check unavailable" };
  }
}
