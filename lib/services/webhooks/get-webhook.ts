import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import { isRecordNotFound } from "@/lib/db/errors";
import type { Webhook } from "@/lib/generated/prisma/client";
import { toWebhookDto } from "./to-webhook-dto";

const webhookNotFound = () => ApiError.notFound("Webhook not found");

/** For writes by `{ id, teamId }`: a missing row (or another team's) is a 404, not a 500. */
export function rethrowWebhookNotFound(error: unknown): never {
  throw isRecordNotFound(error) ? webhookNotFound() : error;
}

/** The team's live webhook (with its sealed secret), or 404, also for another team's id. */
export async function getWebhookOrThrow(
  { teamId, id }: { teamId: string; id: string },
  client: Transaction = db,
): Promise<Webhook> {
  const webhook = await client.webhook.findFirst({ where: { id, teamId } });
  if (!webhook) throw webhookNotFound();
  return webhook;
}

export async function getWebhook({ teamId, id }: { teamId: string; id: string }) {
  return toWebhookDto(await getWebhookOrThrow({ teamId, id }));
}
