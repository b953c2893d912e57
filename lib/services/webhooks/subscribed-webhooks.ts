import { driverQuery } from "@/lib/db/driver-transaction";

/** The active webhooks of `teamIds` subscribed to any of `types`. Through the driver: every batch of
 * pixel hits asks this, and most teams have no webhook. */
export function subscribedWebhooks(
  teamIds: string[],
  types: string[],
): Promise<{ id: string; teamId: string; events: string[] }[]> {
  return driverQuery<{ id: string; teamId: string; events: string[] }>(
    `SELECT id, "teamId", events FROM "Webhook" WHERE "teamId" = ANY($1::text[]) AND "isActive" AND NOT "isDeleted" AND events && $2::text[]`,
    [teamIds, types],
  );
}
