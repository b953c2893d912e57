import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { assertPublicTarget } from "@/lib/mail/private-targets";
import { SMTP_PRESETS } from "@/lib/mail/smtp-presets";
import type { CreateSmtpConfigBody } from "@/lib/validation/smtp";
import { lockTeamSmtpConfigs, unsetOtherDefaults } from "./lock-team-smtp-configs";
import { warmupColumns } from "./smtp-warmup";
import { toSmtpConfigAnswer } from "./to-smtp-config-dto";

/**
 * A new config, with the provider's preset filling host, port and TLS where the body leaves them
 * out, and the password sealed. The team's first config becomes its default; a config created
 * with `isDefault: true` takes the default over from the others.
 */
export async function createSmtpConfig({
  teamId,
  actor,
  ...body
}: CreateSmtpConfigBody & { teamId: string; actor?: AuditActor }) {
  const preset = SMTP_PRESETS[body.provider];
  const host = body.host ?? preset.host!;
  await assertPublicTarget(host);
  // The answer reads outside the transaction: the embedded database has one connection.
  const row = await db.$transaction(async (tx) => {
    await lockTeamSmtpConfigs(tx, teamId);
    const existing = await tx.sMTPConfig.count({ where: { teamId } });
    const isDefault = existing === 0 || body.isDefault === true;
    const config = await tx.sMTPConfig.create({
      data: {
        teamId,
        name: body.name ?? host,
        provider: body.provider,
        host,
        port: body.port ?? preset.port,
        username: body.username ?? "",
        password: body.password === undefined ? "" : sealSecret(body.password),
        fromEmail: body.fromEmail,
        fromName: body.fromName ?? null,
        maxSendRate: body.maxSendRate,
        isActive: body.isActive,
        isDefault,
        requiresAuth: body.requiresAuth,
        supportsTls: body.supportsTls ?? preset.supportsTls,
        eventProvider: body.eventProvider ?? null,
        eventSigningKey: body.eventSigningKey === undefined ? null : sealSecret(body.eventSigningKey),
        ...warmupColumns(body.warmup),
      },
    });
    if (isDefault) await unsetOtherDefaults(tx, { teamId, id: config.id });
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "smtp.created",
        ...actor,
        targetType: "smtp",
        targetId: config.id,
        details: { name: config.name, host: config.host },
      });
    return config;
  });
  return toSmtpConfigAnswer(row);
}
