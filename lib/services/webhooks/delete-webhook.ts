import { db } from "@/lib/db";
import { rethrowWebhookNotFound } from "./get-webhook";
import { toWebhookDto } from "./to-webhook-dto";

/** Soft delete: its deliveries stay for the record, and pending retries stop (the job checks). */
export async function deleteWebhook({ teamId, id }: { teamId: string; id: string }) {
  const webhook = await db.webhook.update({ where: { id, teamId }, data: { isDeleted: true } }).catch(rethrowWebhookNotFound);
  return toWebhookDto(webhook);
}
