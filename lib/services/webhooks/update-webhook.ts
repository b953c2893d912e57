import { sealSecret } from "@/lib/crypto/secret-box";
import { audited, type AuditActor } from "@/lib/services/audit/record-audit";
import type { UpdateWebhookBody } from "@/lib/validation/webhooks";
import { assertPublicWebhookUrl } from "./assert-public-webhook-url";
import { rethrowWebhookNotFound } from "./get-webhook";
import { toWebhookDto } from "./to-webhook-dto";

/**
 * Partial update. An omitted secret keeps the stored one. Turning a webhook on (again) clears the
 * state left by an automatic disable, so the 5-day failure clock starts afresh.
 */
export async function updateWebhook({
  teamId,
  id,
  secret,
  actor,
  ...changes
}: UpdateWebhookBody & { teamId: string; id: string; actor?: AuditActor }) {
  if (changes.url !== undefined) await assertPublicWebhookUrl(changes.url);
  const webhook = await audited(
    actor,
    (tx) =>
      tx.webhook.update({
        where: { id, teamId },
        data: {
          ...changes,
          ...(secret !== undefined ? { secret: sealSecret(secret) } : {}),
          ...(changes.isActive === true ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
        },
      }),
    (row) => ({
      teamId,
      action: "webhook.updated",
      targetType: "webhook",
      targetId: row.id,
      details: { changed: [...Object.keys(changes), ...(secret !== undefined ? ["secret"] : [])] },
    }),
  ).catch(rethrowWebhookNotFound);
  return toWebhookDto(webhook);
}
