import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import type { CreateWebhookBody } from "@/lib/validation/webhooks";
import { assertPublicWebhookUrl } from "./assert-public-webhook-url";
import { toWebhookDto } from "./to-webhook-dto";

/** A new webhook with its secret sealed; the answer carries the secret this once. */
export async function createWebhook({ teamId, secret, ...body }: CreateWebhookBody & { teamId: string }) {
  await assertPublicWebhookUrl(body.url);
  const webhook = await db.webhook.create({
    data: { teamId, name: body.name, url: body.url, events: body.events, isActive: body.isActive ?? true, secret: sealSecret(secret) },
  });
  return { ...toWebhookDto(webhook), secret };
}
