import { ApiError } from "@/lib/api/errors";
import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { assertPublicTarget } from "@/lib/mail/private-targets";
import { eventProviderIssues } from "@/lib/validation/provider-events";
import type { UpdateSmtpConfigBody } from "@/lib/validation/smtp";
import { getSmtpConfigOrThrow } from "./get-smtp-config";
import { lockTeamSmtpConfigs, unsetOtherDefaults } from "./lock-team-smtp-configs";
import { warmupColumns } from "./smtp-warmup";
import { toSmtpConfigAnswer } from "./to-smtp-config-dto";

// Changing where mail goes or how it logs in makes the last successful verify meaningless.
const CONNECTION_FIELDS = ["host", "port", "username", "password", "requiresAuth", "supportsTls"] as const;

/**
 * Partial update. An omitted password keeps the stored one. `isDefault: true` takes the default
 * over from the team's other configs; `isDefault: false` on the default is refused, because a team
 * always has one: make another config the default instead.
 */
export async function updateSmtpConfig({
  teamId,
  id,
  password,
  eventSigningKey,
  warmup,
  actor,
  ...changes
}: UpdateSmtpConfigBody & { teamId: string; id: string; actor?: AuditActor }) {
  if (changes.host !== undefined) await assertPublicTarget(changes.host);
  // The answer reads outside the transaction: the embedded database has one connection.
  const row = await db.$transaction(async (tx) => {
    await lockTeamSmtpConfigs(tx, teamId);
    const current = await getSmtpConfigOrThrow({ teamId, id }, tx);
    if (changes.isDefault === false && current.isDefault) {
      throw ApiError.unprocessable(
        "A team always has a default SMTP configuration: make another one the default instead",
        {
          isDefault: "make another configuration the default instead",
        },
      );
    }
    // A provider named now needs its key, given now or stored for it before (the body schema cannot know).
    const keyIssues = eventProviderIssues(
      { eventProvider: changes.eventProvider, eventSigningKey },
      // The stored key belongs to the stored provider: another provider needs its own.
      current.eventSigningKey !== null &&
        (changes.eventProvider === undefined || changes.eventProvider === current.eventProvider),
    );
    if (Object.keys(keyIssues).length > 0) throw ApiError.validation("Invalid body", keyIssues);
    const reconnects = CONNECTION_FIELDS.some((field) => {
      const next = field === "password" ? password : changes[field];
      return next !== undefined && (field === "password" || next !== current[field]);
    });
    const config = await tx.sMTPConfig.update({
      where: { id, teamId },
      data: {
        ...changes,
        ...(password !== undefined ? { password: sealSecret(password) } : {}),
        ...(eventSigningKey !== undefined ? { eventSigningKey: sealSecret(eventSigningKey) } : {}),
        ...(reconnects ? { lastVerifiedAt: null } : {}),
        ...warmupColumns(warmup, current),
      },
    });
    if (config.isDefault) await unsetOtherDefaults(tx, { teamId, id });
    const secrets = { password, eventSigningKey, warmup };
    const changed = [
      ...Object.keys(changes),
      ...Object.keys(secrets).filter((key) => secrets[key as keyof typeof secrets] !== undefined),
    ];
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "smtp.updated",
        ...actor,
        targetType: "smtp",
        targetId: id,
        details: { name: config.name, changed },
      });
    return config;
  });
  return toSmtpConfigAnswer(row);
}
