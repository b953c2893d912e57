import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { DnsLookupError } from "@/lib/mail/private-targets";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { CHECK_TIMEOUTS, describeSmtpFailure, SmtpCheckFailed, verifySmtpConnection } from "@/lib/mail/verify-smtp";
import { getSmtpConfigOrThrow } from "./get-smtp-config";
import { transportOptionsFor } from "./smtp-transport-options";

/** The 422 of docs/contract.md section 12 for a failed check: `details.stage` and `details.reason`. */
function smtpCheckError(error: unknown, what: "verification" | "test send"): ApiError {
  const { stage, reason } = describeSmtpFailure(error);
  return new ApiError(
    422,
    "unprocessable_entity",
    "SMTP_VERIFY_FAILED",
    `SMTP ${what} failed at the ${stage} stage: ${reason}`,
    { stage, reason },
  );
}

/** Runs `check` against the config's server; maps DNS and SMTP failures to the 422. */
export async function runSmtpCheck<T>(
  config: SMTPConfig,
  check: (options: SMTPTransport.Options) => Promise<T>,
  what: "verification" | "test send",
): Promise<T> {
  try {
    return await check(await transportOptionsFor(config, CHECK_TIMEOUTS));
  } catch (error) {
    if (error instanceof DnsLookupError || error instanceof SmtpCheckFailed) throw smtpCheckError(error, what);
    throw error;
  }
}

/** Connects, upgrades to TLS and logs in; on success records `lastVerifiedAt`. */
export async function verifySmtpConfig({ teamId, id }: { teamId: string; id: string }) {
  const config = await getSmtpConfigOrThrow({ teamId, id });
  await runSmtpCheck(config, verifySmtpConnection, "verification");
  await db.sMTPConfig.updateMany({ where: { id, teamId }, data: { lastVerifiedAt: new Date() } });
  return { ok: true as const };
}
