import { audited, type AuditActor } from "@/lib/services/audit/record-audit";
import { rethrowWebhookNotFound } from "./get-webhook";
import { toWebhookDto } from "./to-webhook-dto";

/** Soft delete: its deliveries stay for the record, and pending retries stop (the job checks). */
export async function deleteWebhook({ teamId, id, actor }: { teamId: string; id: string; actor?: AuditActor }) {
  const webhook = await audited(
    actor,
    (tx) => tx.webhook.update({ where: { id, teamId }, data: { isDeleted: true } }),
    (row) => ({
      teamId,
      action: "webhook.deleted",
      targetType: "webhook",
      targetId: row.id,
      details: { name: row.name, url: row.url },
    }),
  ).catch(rethrowWebhookNotFound);
  return toWebhookDto(webhook);
}
