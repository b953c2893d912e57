import { driverQuery } from "@/lib/db/driver-transaction";
import type { EmailTracking } from "@/lib/generated/prisma/client";
import { readOpenToken } from "@/lib/tracking/tokens/tracking-tokens";
import {
  buildTrackingRow,
  type QueuedHit,
  type TrackedEmail,
  type TrackingHit,
} from "@/lib/tracking/enrich/build-entry";
import { insertTrackingRows } from "./insert-tracking-rows";

/** What a batch stored, and each stored row's recipient (the `to` its event carries). */
export type StoredHits = { rows: EmailTracking[]; recipients: Record<string, string> };

/** The hits whose email is known: an open pixel's token is checked here, and a forged or altered
 * one records nothing. */
function checkedHits(batch: QueuedHit[]): TrackingHit[] {
  const hits: TrackingHit[] = [];
  for (const hit of batch) {
    if (hit.emailId !== undefined) hits.push(hit);
    else {
      const emailId = readOpenToken(hit.openToken)?.emailId;
      if (emailId)
        hits.push({
          id: hit.id,
          replayed: hit.replayed,
          emailId,
          event: hit.event,
          timestamp: hit.timestamp,
          userAgent: hit.userAgent,
          ip: hit.ip,
          method: hit.method,
          fromHit: hit.fromHit,
        });
    }
  }
  return hits;
}

/** Checks the hits' open tokens, resolves their emails with one query and stores their rows (folded
 * into the roll-ups) in one transaction. Publishing is left to the caller: the recorder's thread
 * hands the rows of listening teams back to the main thread, whose subscribers enqueue the webhook
 * and automation jobs. */
export async function storeHits(queued: QueuedHit[]): Promise<StoredHits> {
  const batch = checkedHits(queued);
  if (batch.length === 0) return { rows: [], recipients: {} };
  const ids = [...new Set(batch.map((hit) => hit.emailId))];
  // Through the driver, like the INSERT: Prisma's findMany cost about 6 ms of CPU per batch here.
  const emails = await driverQuery<TrackedEmail & { to: string }>(
    `SELECT id, "teamId", "campaignId", "contactId", "sentAt" AT TIME ZONE 'UTC' AS "sentAt", "to" FROM "Email" WHERE id = ANY($1::text[]) AND NOT "isDeleted"`,
    [ids],
  );
  const byId = new Map(emails.map((email) => [email.id, email]));
  // A genuine token whose email is gone (or never existed in this database) records nothing.
  const rows = await Promise.all(
    batch.flatMap((hit) => {
      const email = byId.get(hit.emailId);
      return email ? [buildTrackingRow(hit, email)] : [];
    }),
  );
  const stored = await insertTrackingRows(rows, { skipStored: batch.some((hit) => hit.replayed) });
  const recipients: Record<string, string> = {};
  for (const row of stored) recipients[row.emailId] ??= byId.get(row.emailId)!.to;
  return { rows: stored, recipients };
}
