import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { resolveRoute } from "@/lib/services/sending-routes/resolve-route";
import type { SendStream } from "@/lib/services/sending-routes/send-stream";
import { getSmtpConfigOrThrow } from "@/lib/services/smtp/get-smtp-config";
import { formatAddress, type ParsedAddress } from "@/lib/validation/emails";

/**
 * The SMTP configuration a single email goes through: the one named (404 for an unknown or
 * another team's id), else the team's default (422 when it has none). An inactive config is 422.
 * Nothing connects here: a dead host fails the email in the send job, never the request.
 */
async function resolveSmtpConfig({
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

/**
 * The way a new send goes out (docs/contract.md section 20): a named SMTP config is used alone;
 * otherwise a sending route (the named `routeId`, 404 when unknown, else the team's default route
 * for the stream), whose first target gives the sender; else the team's default config as before.
 */
export async function resolveSending({
  teamId,
  smtpConfigId,
  routeId,
  stream,
}: {
  teamId: string;
  smtpConfigId?: string;
  routeId?: string | null;
  stream: SendStream;
}): Promise<{ config: SMTPConfig; routeId: string | null }> {
  const route = smtpConfigId && !routeId ? null : await resolveRoute({ teamId, routeId, stream });
  if (!route) return { config: await resolveSmtpConfig({ teamId, smtpConfigId }), routeId: null };
  const config = await resolveSmtpConfig({ teamId, smtpConfigId: smtpConfigId ?? route.senderConfigId });
  return { config, routeId: route.routeId };
}

/** The From header: the given sender, else the config's fromName and fromEmail. */
export function senderOf(config: SMTPConfig, from?: ParsedAddress): string {
  return formatAddress(from ?? { name: config.fromName, address: config.fromEmail.toLowerCase() });
}
