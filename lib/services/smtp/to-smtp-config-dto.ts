import { env } from "@/lib/env";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { type WarmupAnswer, warmupAnswers } from "./smtp-warmup";

/** An SMTP config as the API shows it: everything but the password and event key, which are write-only. */
function toSmtpConfigDto(row: SMTPConfig, warmup: WarmupAnswer = null) {
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
    warmup,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The answers of `rows`, with each one's warm-up state (today's cap and count, the ramp). */
export async function toSmtpConfigDtos(rows: SMTPConfig[]) {
  const warmups = await warmupAnswers(rows);
  return rows.map((row) => toSmtpConfigDto(row, warmups.get(row.id) ?? null));
}

/** One config's answer with its warm-up state. */
export const toSmtpConfigAnswer = async (row: SMTPConfig) => (await toSmtpConfigDtos([row]))[0];
