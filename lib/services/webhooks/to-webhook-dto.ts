import type { Webhook } from "@/lib/generated/prisma/client";
import { isWebhookEventName } from "@/lib/events/domain-events";

/** A webhook as the API shows it: everything but the secret, which is write-only. */
export function toWebhookDto(row: Webhook) {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    url: row.url,
    events: row.events.filter(isWebhookEventName),
    isActive: row.isActive,
    failingSince: row.failingSince,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
