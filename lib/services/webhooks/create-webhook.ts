import { sealSecret } from "@/lib/crypto/secret-box";
import { audited, type AuditActor } from "@/lib/services/audit/record-audit";
import type { CreateWebhookBody } from "@/lib/validation/webhooks";
import { assertPublicWebhookUrl } from "./assert-public-webhook-url";
import { toWebhookDto } from "./to-webhook-dto";

/** A new webhook with its secret sealed; the answer carries the secret this once. */
export async function createWebhook({
  teamId,
  secret,
  actor,
  ...body
}: CreateWebhookBody & { teamId: string; actor?: AuditActor }) {
  await assertPublicWebhookUrl(body.url);
  const webhook = await audited(
    actor,
    (tx) =>
      tx.webhook.create({
        data: {
          teamId,
          name: body.name,
          url: body.url,
          events: body.events,
          isActive: body.isActive ?? true,
          secret: sealSecret(secret),
        },
      }),
    (row) => ({
      teamId,
      action: "webhook.created",
      targetType: "webhook",
      targetId: row.id,
      details: { name: row.name, url: row.url, events: row.events },
    }),
  );
  return { ...toWebhookDto(webhook), secret };
}
