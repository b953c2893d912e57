import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { rethrowSmtpConfigNotFound } from "./get-smtp-config";
import { lockTeamSmtpConfigs } from "./lock-team-smtp-configs";
import { toSmtpConfigAnswer } from "./to-smtp-config-dto";

/**
 * Soft-deletes the config (emails sent through it keep their reference). Deleting the default
 * promotes another config, an active one first, the oldest among equals; with none left, the team
 * has no default until it creates one.
 */
export async function deleteSmtpConfig({ teamId, id, actor }: { teamId: string; id: string; actor?: AuditActor }) {
  // The answer reads outside the transaction: the embedded database has one connection.
  const row = await db.$transaction(async (tx) => {
    await lockTeamSmtpConfigs(tx, teamId);
    const deleted = await tx.sMTPConfig
      .update({ where: { id, teamId }, data: { isDeleted: true, isDefault: false } })
      .catch(rethrowSmtpConfigNotFound);
    const noDefaultLeft = (await tx.sMTPConfig.count({ where: { teamId, isDefault: true } })) === 0;
    if (noDefaultLeft) {
      const successor = await tx.sMTPConfig.findFirst({
        where: { teamId },
        orderBy: [{ isActive: "desc" }, { createdAt: "asc" }, { id: "asc" }],
      });
      if (successor) await tx.sMTPConfig.update({ where: { id: successor.id }, data: { isDefault: true } });
    }
    if (actor)
      await recordAudit(tx, {
        teamId,
        action: "smtp.deleted",
        ...actor,
        targetType: "smtp",
        targetId: id,
        details: { name: deleted.name, host: deleted.host },
      });
    return deleted;
  });
  return toSmtpConfigAnswer(row);
}
