import { env } from "@/lib/env";
import type { SMTPConfig } from "@/lib/generated/prisma/client";

/** An SMTP config as the API shows it: everything but the password and event key, which are write-only. */
export function toSmtpConfigDto(row: SMTPConfig) {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    provider: row.provider,
    host: row.host,
    port: row.port,
    username: row.username,
    fromEmail: row.fromEmail,
    fromName: row.fromName,
    maxSendRate: row.maxSendRate,
    isActive: row.isActive,
    isDefault: row.isDefault,
    requiresAuth: row.requiresAuth,
    supportsTls: row.supportsTls,
    lastVerifiedAt: row.lastVerifiedAt,
    eventProvider: row.eventProvider,
    eventsUrl: `${env.APP_URL}/api/v1/provider-events/${row.id}`,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
