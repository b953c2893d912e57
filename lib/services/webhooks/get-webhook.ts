import { rowNotFound } from "@/lib/api/not-found";
import { db, type Transaction } from "@/lib/db";
import type { Webhook } from "@/lib/generated/prisma/client";
import { toWebhookDto } from "./to-webhook-dto";

const webhooks = rowNotFound("Webhook not found");

export const rethrowWebhookNotFound = webhooks.rethrow;

/** The team's live webhook (with its sealed secret), or 404, also for another team's id. */
export async function getWebhookOrThrow(
  { teamId, id }: { teamId: string; id: string },
  client: Transaction = db,
): Promise<Webhook> {
  return webhooks.orThrow(client.webhook.findFirst({ where: { id, teamId } }));
}

export async function getWebhook({ teamId, id }: { teamId: string; id: string }) {
  return toWebhookDto(await getWebhookOrThrow({ teamId, id }));
}
