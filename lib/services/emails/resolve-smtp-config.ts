import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { getSmtpConfigOrThrow } from "@/lib/services/smtp/get-smtp-config";
import { formatAddress, type ParsedAddress } from "@/lib/validation/emails";

/**
 * The SMTP configuration a single email goes through: the one named (404 for an unknown or
 * another team's id), else the team's default (422 when it has none). An inactive config is 422.
 * Nothing connects here: a dead host fails the email in the send job, never the request.
 */
export async function resolveSmtpConfig({
  teamId,
  smtpConfigId,
}: {
  teamId: string;
  smtpConfigId?: string;
}): Promise<SMTPConfig> {
  const config = smtpConfigId
    ? await getSmtpConfigOrThrow({ teamId, id: smtpConfigId })
    : await db.sMTPConfig.findFirst({ where: { teamId, isDefault: true } });
  if (!config) {
    throw ApiError.unprocessable(
      "The team has no default SMTP configuration: create one under Settings → SMTP, or pass smtpConfigId",
      {
        smtpConfigId: "is required: the team has no default SMTP configuration",
      },
    );
  }
  if (!config.isActive)
    throw ApiError.unprocessable("This SMTP configuration is inactive", {
      smtpConfigId: "refers to an inactive SMTP configuration",
    });
  return config;
}

/** The From header: the given sender, else the config's fromName and fromEmail. */
export function senderOf(config: SMTPConfig, from?: ParsedAddress): string {
  return formatAddress(from ?? { name: config.fromName, address: config.fromEmail.toLowerCase() });
}
